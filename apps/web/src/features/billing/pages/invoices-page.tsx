import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  type InvoiceSummary,
  invoiceDocumentTitles,
  invoiceStatusLabels,
} from '@fuellinq/domain/billing/invoice.contract';
import { formatDate, formatEuro, monthName } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { CompanyIdentity } from '../../../components/company/company-identity.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { invoicePdfFile, invoicesQueryOptions } from '../api/billing-queries.ts';
import { BillingAddressCard } from '../components/billing-address-form.tsx';

export const PDF_FAILED = 'Factuur downloaden mislukt';

interface PeriodFilters extends Record<string, string> {
  from: string;
  to: string;
}

const statusTone = { open: 'warning', paid: 'success', credited: 'neutral' } as const;

/** "november 2026" for a supply period starting on 2026-11-01. */
function periodLabel(invoice: InvoiceSummary) {
  return `${monthName(Number(invoice.period_start.slice(5, 7)), { long: true })} ${invoice.period_start.slice(0, 4)}`;
}

function PdfButton({
  invoice,
  onFailure,
}: {
  invoice: InvoiceSummary;
  onFailure: (text: string | null) => void;
}) {
  const pdf = useDownload({ headline: PDF_FAILED, onFailure });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={pdf.busy}
      aria-label={`PDF van ${invoice.number}`}
      onClick={() => pdf.download(invoicePdfFile(invoice.id, invoice.number))}
    >
      {pdf.busy ? 'PDF maken…' : 'PDF'}
    </Button>
  );
}

/** The invoices' columns; on a phone the number and period head a card, with the amount beside them. */
function invoiceColumns(onFailure: (text: string | null) => void): ResponsiveColumn<InvoiceSummary>[] {
  return [
    {
      key: 'number',
      label: 'Nummer',
      className: 'font-medium',
      phone: 'title',
      cell: (invoice) => invoice.number,
    },
    {
      key: 'kind',
      label: 'Soort',
      cell: (invoice) => (
        <>
          {invoiceDocumentTitles[invoice.document]}
          {invoice.credits_invoice_number ? (
            <span className="block text-xs text-muted">bij {invoice.credits_invoice_number}</span>
          ) : null}
        </>
      ),
    },
    { key: 'period', label: 'Periode', cell: periodLabel },
    { key: 'date', label: 'Datum', cell: (invoice) => formatDate(invoice.date) },
    {
      key: 'amount',
      label: 'Bedrag',
      className: 'tabular-nums',
      phone: 'amount',
      cell: (invoice) => formatEuro(invoice.amount),
    },
    {
      key: 'status',
      label: 'Status',
      cell: (invoice) => (
        <Badge tone={statusTone[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Badge>
      ),
    },
    {
      key: 'pdf',
      label: 'Pdf-bestand',
      hidden: true,
      className: 'text-right',
      phone: 'actions',
      cell: (invoice) => <PdfButton invoice={invoice} onFailure={onFailure} />,
    },
  ];
}

/**
 * /app/invoices (Facturen): the monthly invoices (a statement for consumers) and credit notes, filtered by
 * supply month and status, with the totals of what is shown and a PDF of each.
 */
export function InvoicesPage() {
  const list = useListState<InvoiceSummary, InvoiceStatus | '', PeriodFilters>({
    status: '',
    filters: { from: '', to: '' },
  });
  const badPeriod = list.filters.from !== '' && list.filters.to !== '' && list.filters.from > list.filters.to;
  const invoices = useQuery({
    ...invoicesQueryOptions({
      ...(list.filters.from ? { from: list.filters.from } : {}),
      ...(list.filters.to ? { to: list.filters.to } : {}),
      ...(list.status ? { status: list.status } : {}),
    }),
    enabled: !badPeriod,
  });

  return (
    <section>
      <PageHeader
        title="Facturen"
        intro="Elke maand een factuur (zakelijk) of overzicht met je tankbeurten, je abonnement en extra passen, met de btw per regel."
        actions={
          <ButtonLink to="/app/subscription" variant="secondary">
            Abonnement beheren
          </ButtonLink>
        }
      />
      <p className="mb-4 text-sm text-muted">
        Leverancier: <CompanyIdentity vat />
      </p>
      <BillingAddressCard />
      <ListView
        state={list}
        query={invoices}
        filters={
          <fieldset className="mb-4">
            <legend className="sr-only">Filters</legend>
            <div className="grid gap-3 sm:grid-cols-4">
              <TextField
                label="Van maand"
                type="month"
                value={list.filters.from}
                max={list.filters.to || undefined}
                onChange={(event) => list.setFilter('from', event.target.value)}
              />
              <TextField
                label="Tot en met maand"
                type="month"
                value={list.filters.to}
                min={list.filters.from || undefined}
                onChange={(event) => list.setFilter('to', event.target.value)}
              />
              <SelectField
                label="Status"
                value={list.status}
                onChange={(event) => list.setStatus(event.target.value as InvoiceStatus | '')}
              >
                <option value="">Alle</option>
                {INVOICE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {invoiceStatusLabels[status]}
                  </option>
                ))}
              </SelectField>
              <div className="flex items-end">
                <Button variant="secondary" disabled={!list.filtered} onClick={list.clearFilters}>
                  Filters wissen
                </Button>
              </div>
            </div>
            {badPeriod ? (
              <p role="alert" className="mt-2 text-sm text-danger">
                De eerste maand ligt na de laatste.
              </p>
            ) : null}
          </fieldset>
        }
        loadingLabel="Facturen laden…"
        loadingRows={4}
        errorMessage={(error) => errorText(error, { headline: 'Ophalen mislukt' })}
        isEmpty={(data) => data.length === 0}
        empty={(filtered) =>
          filtered ? (
            <EmptyState title="Geen facturen gevonden.">Probeer andere filters.</EmptyState>
          ) : (
            <EmptyState title="Nog geen facturen.">
              Op de eerste van elke maand maken we de factuur van de maand ervoor.
            </EmptyState>
          )
        }
      >
        {(data) => {
          const total = data.reduce((sum, invoice) => sum + invoice.amount, 0);
          const vat = data.reduce((sum, invoice) => sum + invoice.vat_amount, 0);
          const open = data.filter((invoice) => invoice.status === 'open');
          return (
            <>
              <dl className="mb-4 grid gap-3 sm:grid-cols-3" aria-label="Totalen">
                <div className="card p-4">
                  <dt className="text-sm text-muted">Totaal incl. btw</dt>
                  <dd className="text-xl font-semibold">{formatEuro(total)}</dd>
                </div>
                <div className="card p-4">
                  <dt className="text-sm text-muted">Waarvan btw</dt>
                  <dd className="text-xl font-semibold">{formatEuro(vat)}</dd>
                </div>
                <div className="card p-4">
                  <dt className="text-sm text-muted">Openstaand</dt>
                  <dd className="text-xl font-semibold">
                    {open.length} ({formatEuro(open.reduce((sum, invoice) => sum + invoice.amount, 0))})
                  </dd>
                </div>
              </dl>
              <ResponsiveTable
                caption="Facturen"
                columns={invoiceColumns(list.setFailure)}
                items={data}
                rowKey={(invoice) => invoice.id}
              />
            </>
          );
        }}
      </ListView>
    </section>
  );
}
