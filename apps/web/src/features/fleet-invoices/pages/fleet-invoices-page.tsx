import {
  type InvoiceStatus,
  invoiceDocumentTitles,
  invoiceStatusLabels,
} from '@fuellinq/domain/billing/invoice.contract';
import type { OrgInvoiceSummary } from '@fuellinq/domain/billing/org-invoice.contract';
import { formatDate, formatEuro, monthName } from '@fuellinq/domain/format/nl-format';
import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import {
  ORG_INVOICE_FILES,
  type OrgInvoiceFile,
  orgInvoiceFile,
  orgInvoicesQueryOptions,
} from '../api/org-invoice-queries.ts';
import { JournalDownload } from './journal-download.tsx';

export const DOWNLOAD_FAILED = 'Factuur downloaden mislukt';

const statusTone: Record<InvoiceStatus, 'warning' | 'success' | 'neutral'> = {
  open: 'warning',
  paid: 'success',
  credited: 'neutral',
};

/** "november 2026" for a supply period starting on 2026-11-01. */
const periodLabel = (invoice: OrgInvoiceSummary) =>
  `${monthName(Number(invoice.period_start.slice(5, 7)), { long: true })} ${invoice.period_start.slice(0, 4)}`;

/** The invoice's three files: the PDF, the CSV with a row per line, and the e-invoice (UBL) for the bookkeeping. */
function FileButtons({
  orgId,
  invoice,
  onFailure,
}: {
  orgId: string;
  invoice: OrgInvoiceSummary;
  onFailure: (text: string | null) => void;
}) {
  const download = useDownload({ headline: DOWNLOAD_FAILED, onFailure });
  const busy = (file: OrgInvoiceFile) => download.pending?.endpoint === ORG_INVOICE_FILES[file].endpoint;
  return (
    <span className="flex flex-wrap justify-end gap-2">
      {(Object.keys(ORG_INVOICE_FILES) as OrgInvoiceFile[]).map((file) => (
        <Button
          key={file}
          variant="secondary"
          size="sm"
          disabled={download.busy}
          aria-label={`${ORG_INVOICE_FILES[file].label} van ${invoice.number}`}
          onClick={() => download.download(orgInvoiceFile(orgId, invoice, file))}
        >
          {busy(file) ? 'Bezig…' : ORG_INVOICE_FILES[file].label}
        </Button>
      ))}
    </span>
  );
}

function InvoiceList({ org }: { org: OrgSummary }) {
  const invoices = useQuery(orgInvoicesQueryOptions(org.id));
  const [failure, setFailure] = useState<string | null>(null);
  if (invoices.isPending) return <Spinner label="Facturen laden…" />;
  if (invoices.isError)
    return (
      <ErrorState
        message={errorText(invoices.error, { headline: 'Facturen laden mislukt' })}
        onRetry={() => void invoices.refetch()}
      />
    );
  if (invoices.data.length === 0)
    return (
      <EmptyState title="Nog geen facturen.">
        Op de eerste van elke maand maken we de factuur van de zakelijke tankbeurten van de maand ervoor.
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ResponsiveTable
        caption="Facturen van de organisatie"
        items={invoices.data}
        rowKey={(invoice) => invoice.id}
        columns={[
          {
            key: 'number',
            label: 'Nummer',
            rowHeader: true,
            phone: 'title',
            className: 'font-medium',
            cell: (invoice) => invoice.number,
          },
          {
            key: 'amount',
            label: 'Bedrag',
            phone: 'amount',
            className: 'whitespace-nowrap tabular-nums',
            cell: (invoice) => formatEuro(invoice.amount),
          },
          {
            key: 'kind',
            label: 'Soort',
            cell: (invoice) =>
              `${invoiceDocumentTitles[invoice.document]}${invoice.credits_invoice_number ? ` bij ${invoice.credits_invoice_number}` : ''}`,
          },
          { key: 'period', label: 'Periode', cell: periodLabel },
          { key: 'date', label: 'Datum', cell: (invoice) => formatDate(invoice.date) },
          {
            key: 'status',
            label: 'Status',
            cell: (invoice) => (
              <Badge tone={statusTone[invoice.status]}>{invoiceStatusLabels[invoice.status]}</Badge>
            ),
          },
          {
            key: 'files',
            label: 'Bestanden',
            hidden: true,
            phone: 'actions',
            className: 'text-right',
            cell: (invoice) => <FileButtons orgId={org.id} invoice={invoice} onFailure={setFailure} />,
          },
        ]}
      />
    </div>
  );
}

/** /app/fleet/invoices: the organisation's monthly invoices, each as PDF, CSV and e-invoice (UBL). */
export function FleetInvoicesPage() {
  return (
    <section>
      <PageHeader
        title="Facturen"
        intro="Elke maand één factuur van de organisatie met een regel per zakelijke tankbeurt, btw per regel en subtotalen per kostenplaats. De UBL-versie (Peppol) leest je boekhoudpakket zonder overtypen."
      />
      <FleetOrgGate need="read">
        {(org) => (
          <>
            <JournalDownload orgId={org.id} canManage={orgRoleCan(org.role, 'manage')} />
            <InvoiceList org={org} />
          </>
        )}
      </FleetOrgGate>
    </section>
  );
}
