import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { formatDateTime, formatDecimal } from '@fuellinq/domain/format/nl-format';
import {
  type AdminPriceReport,
  PRICE_REPORT_RULES,
  priceReportMessages,
  type PriceReportState,
  priceReportStateLabels,
} from '@fuellinq/domain/stations/price-report.contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { adminPriceReportsQueryOptions, useWithdrawPriceReport } from '../api/price-report-queries.ts';

const PER_PAGE = 25;
type Status = 'all' | PriceReportState;

const tones = { published: 'success', pending: 'neutral', rejected: 'danger', withdrawn: 'warning' } as const;
const euro = (value: number) => `€ ${formatDecimal(value, 3)}`;
const rejections = {
  implausible: `meer dan ${PRICE_REPORT_RULES.plausibleShare * 100}% van het CBS-gemiddelde`,
  account_too_new: 'account jonger dan een dag',
  no_reference: 'geen gemiddelde om mee te vergelijken',
} as const;

function StateCell({ report }: { report: AdminPriceReport }) {
  return (
    <>
      <Badge tone={tones[report.status]}>{priceReportStateLabels[report.status]}</Badge>
      {report.reason ? <span className="block text-xs text-muted">{rejections[report.reason]}</span> : null}
      {report.contradicted ? (
        <span className="block text-xs text-danger">Tegengesproken door een tankbeurt of partnerprijs</span>
      ) : null}
    </>
  );
}

/** /admin/price-reports: every driver's price report, and taking a published one back (the price falls back). */
export function AdminPriceReportsPage() {
  const list = useListState<AdminPriceReport, Status>({ status: 'all' });
  const reports = useQuery(
    adminPriceReportsQueryOptions({
      q: list.search,
      status: list.status,
      page: list.page,
      per_page: PER_PAGE,
    }),
  );
  const withdraw = useWithdrawPriceReport();

  return (
    <section>
      <PageHeader
        title="Prijsmeldingen"
        intro="Prijzen die bestuurders meldden. Trek een gepubliceerde melding in als hij niet klopt: de prijs valt dan terug op de vorige."
      />
      <ListView
        state={list}
        query={reports}
        searchLabel="Zoek op e-mailadres of station"
        statuses={[
          ['all', 'Alle'],
          ['published', priceReportStateLabels.published],
          ['pending', priceReportStateLabels.pending],
          ['rejected', priceReportStateLabels.rejected],
          ['withdrawn', priceReportStateLabels.withdrawn],
        ]}
        loadingLabel="Meldingen laden…"
        errorMessage={priceReportMessages.loadFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) => (
          <EmptyState title={filtered ? 'Geen meldingen in deze selectie.' : 'Nog geen prijsmeldingen.'} />
        )}
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
        confirm={{
          title: 'Melding intrekken?',
          confirmLabel: 'Intrekken',
          busy: withdraw.isPending,
          failureHeadline: 'Intrekken mislukt',
          describe: (report) =>
            `De melding van ${report.user_email} (${fuelLabels[report.fuel_type]} ${euro(report.price_eur_l)} bij ${report.station_title}) telt niet meer. Staat zijn prijs nog, dan valt die terug op ${report.previous_price_eur_l === null ? 'de vorige' : euro(report.previous_price_eur_l)}.`,
          onConfirm: async (report) => list.setMessage((await withdraw.mutateAsync(report.id)).message),
        }}
      >
        {(data) => (
          <ResponsiveTable
            caption="Prijsmeldingen, nieuwste eerst"
            dense
            items={data.items}
            rowKey={(report) => report.id}
            columns={[
              {
                key: 'station',
                label: 'Station',
                rowHeader: true,
                className: 'font-semibold',
                phone: 'title',
                cell: (report) => <Link to={`/station/${report.station_id}`}>{report.station_title}</Link>,
              },
              {
                key: 'price',
                label: 'Prijs',
                cell: (report) => (
                  <>
                    {fuelLabels[report.fuel_type]} {euro(report.price_eur_l)}
                    {report.previous_price_eur_l === null ? null : (
                      <span className="block text-xs text-muted">
                        was {euro(report.previous_price_eur_l)}
                      </span>
                    )}
                  </>
                ),
              },
              { key: 'driver', label: 'Bestuurder', cell: (report) => <>{report.user_email}</> },
              { key: 'at', label: 'Gemeld', cell: (report) => <>{formatDateTime(report.created_at)}</> },
              { key: 'state', label: 'Status', cell: (report) => <StateCell report={report} /> },
              {
                key: 'action',
                label: 'Actie',
                cell: (report) =>
                  report.status === 'published' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Melding van ${report.user_email} bij ${report.station_title} intrekken`}
                      onClick={() => list.confirm(report)}
                    >
                      Intrekken
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </ListView>
    </section>
  );
}
