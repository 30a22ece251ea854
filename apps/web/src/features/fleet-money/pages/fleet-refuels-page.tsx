import type { OrgRefuel } from '@fuellinq/domain/fleet-money/fleet-money.contract';
import { formatDateTime, formatEuro, formatKm } from '@fuellinq/domain/format/nl-format';
import { fuelLabels, isFuelType } from '@fuellinq/domain/fuel/fuel-types';
import { orgRoleCan } from '@fuellinq/domain/orgs/org-roles';
import type { OrgSummary } from '@fuellinq/domain/orgs/org.contract';
import { transactionStatusLabels } from '@fuellinq/domain/money/transaction.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useDownload } from '../../../lib/use-download.ts';
import { FleetOrgGate } from '../../fleet/api/fleet-org-gate.tsx';
import { costCentresQueryOptions, membersQueryOptions } from '../../fleet/api/org-queries.ts';
import {
  ORG_REFUELS_PER_PAGE,
  orgRefuelsCsvFile,
  orgRefuelsQueryOptions,
  orgVehiclesQueryOptions,
  type OrgRefuelsQuery,
} from '../api/fleet-money-queries.ts';

type Filters = Omit<OrgRefuelsQuery, 'page' | 'per_page'>;

const fuelText = (fuel: string) => (isFuelType(fuel) ? fuelLabels[fuel] : fuel);
const statusText = (status: OrgRefuel['status']) => transactionStatusLabels[status] ?? status;

/** The filters: driver, vehicle and cost centre (read roles only: a driver sees only their own), and a period. */
function RefuelFilters({
  org,
  filters,
  onChange,
}: {
  org: OrgSummary;
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const reads = orgRoleCan(org.role, 'read');
  const members = useQuery({ ...membersQueryOptions(org.id), enabled: reads });
  const centres = useQuery({ ...costCentresQueryOptions(org.id), enabled: reads });
  const vehicles = useQuery({ ...orgVehiclesQueryOptions(org.id), enabled: reads });
  const set = (key: keyof Filters, value: string) => onChange({ ...filters, [key]: value || undefined });
  return (
    <form
      aria-label="Filters"
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      {reads ? (
        <>
          <SelectField
            label="Bestuurder"
            value={filters.driver ?? ''}
            onChange={(e) => set('driver', e.target.value)}
          >
            <option value="">Alle bestuurders</option>
            {(members.data ?? []).map((member) => (
              <option key={member.user_id} value={member.user_id}>
                {member.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Voertuig"
            value={filters.vehicle ?? ''}
            onChange={(e) => set('vehicle', e.target.value)}
          >
            <option value="">Alle voertuigen</option>
            {(vehicles.data ?? []).map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicle.license_plate_display}
                {vehicle.nickname ? ` (${vehicle.nickname})` : ''}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Kostenplaats"
            value={filters.cost_centre ?? ''}
            onChange={(e) => set('cost_centre', e.target.value)}
          >
            <option value="">Alle kostenplaatsen</option>
            {(centres.data ?? []).map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name}
              </option>
            ))}
          </SelectField>
        </>
      ) : null}
      <TextField
        label="Van"
        type="date"
        value={filters.from ?? ''}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField
        label="Tot en met"
        type="date"
        value={filters.to ?? ''}
        onChange={(e) => set('to', e.target.value)}
      />
    </form>
  );
}

function RefuelList({ org }: { org: OrgSummary }) {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const query = { ...filters, page, per_page: ORG_REFUELS_PER_PAGE };
  const badPeriod = Boolean(filters.from && filters.to && filters.from > filters.to);
  const refuels = useQuery({ ...orgRefuelsQueryOptions(org.id, query), enabled: !badPeriod });
  const csv = useDownload({ headline: 'Exporteren mislukt', onFailure: setFailure });
  return (
    <>
      <RefuelFilters
        org={org}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={csv.busy || badPeriod}
          onClick={() => csv.download(orgRefuelsCsvFile(org.id, filters))}
        >
          {csv.busy ? 'CSV maken…' : 'Exporteer als CSV'}
        </Button>
        {orgRoleCan(org.role, 'read') ? null : (
          <span className="text-sm text-muted">Je ziet alleen je eigen zakelijke tankbeurten.</span>
        )}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {badPeriod ? (
        <Alert tone="error">De begindatum ligt na de einddatum.</Alert>
      ) : refuels.isPending ? (
        <Spinner label="Tankbeurten laden…" />
      ) : refuels.isError ? (
        <ErrorState
          message={errorText(refuels.error, { headline: 'Tankbeurten laden mislukt' })}
          onRetry={() => void refuels.refetch()}
        />
      ) : refuels.data.items.length === 0 ? (
        <EmptyState title="Geen zakelijke tankbeurten gevonden.">
          Pas de filters aan, of wacht tot er getankt is met een bedrijfspas.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ResponsiveTable
            caption="Zakelijke tankbeurten"
            dense
            items={refuels.data.items}
            rowKey={(refuel) => refuel.id}
            columns={[
              {
                key: 'station',
                label: 'Station',
                rowHeader: true,
                phone: 'title',
                cell: (refuel) => `${refuel.station}${refuel.city ? `, ${refuel.city}` : ''}`,
              },
              {
                key: 'amount',
                label: 'Bedrag',
                phone: 'amount',
                className: 'whitespace-nowrap',
                cell: (refuel) => formatEuro(refuel.amount_cents),
              },
              {
                key: 'date',
                label: 'Datum',
                className: 'whitespace-nowrap',
                cell: (refuel) => formatDateTime(refuel.date),
              },
              {
                key: 'fuel',
                label: 'Brandstof',
                cell: (refuel) =>
                  `${fuelText(refuel.fuel_type)}${refuel.liters === null ? '' : ` · ${refuel.liters.toLocaleString('nl-NL')} l`}`,
              },
              { key: 'driver', label: 'Bestuurder', cell: (refuel) => refuel.driver_name ?? '–' },
              {
                key: 'card',
                label: 'Pas en kenteken',
                cell: (refuel) => `•••• ${refuel.card_last4}${refuel.plate ? ` · ${refuel.plate}` : ''}`,
              },
              { key: 'cost_centre', label: 'Kostenplaats', cell: (refuel) => refuel.cost_centre ?? '–' },
              {
                key: 'odometer',
                label: 'Km-stand',
                cell: (refuel) => (refuel.odometer_km === null ? '–' : formatKm(refuel.odometer_km)),
              },
              {
                key: 'status',
                label: 'Status',
                cell: (refuel) => (
                  <span className="flex flex-wrap gap-1">
                    <Badge tone={refuel.status === 'completed' ? 'success' : 'neutral'}>
                      {statusText(refuel.status)}
                    </Badge>
                    {refuel.flags > 0 ? (
                      <Badge tone="warning">
                        {refuel.flags} {refuel.flags === 1 ? 'markering' : 'markeringen'}
                      </Badge>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
          <Pagination
            page={page}
            perPage={ORG_REFUELS_PER_PAGE}
            total={refuels.data.total}
            onPage={setPage}
            label="Pagina's met tankbeurten"
          />
        </div>
      )}
    </>
  );
}

/** /app/fleet/refuels: the organisation's company refuels, filtered, and as CSV. */
export function FleetRefuelsPage() {
  return (
    <section>
      <PageHeader
        title="Zakelijke tankbeurten"
        intro="Alleen tankbeurten met een bedrijfspas: nooit iets van iemands privé-account."
      />
      <FleetOrgGate need="member">{(org) => <RefuelList org={org} />}</FleetOrgGate>
    </section>
  );
}
