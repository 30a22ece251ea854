import type { FuelLog, OdometerLog } from '@fuellinq/domain/co2/log.contract';
import { tripPurposeLabels } from '@fuellinq/domain/co2/trip-purpose';
import {
  formatDate,
  formatDecimal,
  formatEuro,
  formatPricePerLitre,
} from '@fuellinq/domain/format/nl-format';
import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { vehicleUiMessages } from '@fuellinq/domain/vehicles/vehicle-messages';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import {
  type PhonePlace,
  type ResponsiveColumn,
  ResponsiveTable,
} from '../../../components/ui/responsive-table.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { fuelLogsQueryOptions, odometerLogsQueryOptions, useDeleteLog } from '../api/log-queries.ts';
import { FuelLogLink, FuelLogSource } from './fuel-log-link.tsx';

const km = (value: number) => `${formatDecimal(value, 0)} km`;

type LogKind = 'odometer' | 'fuel';
interface LogRow {
  id: string;
  /** The delete button's accessible name; none for a log that cannot be deleted (the card's refuels). */
  label: string | null;
  cells: ReactNode[];
  /** What else can be done with the log (link a typed refuel to the card's). */
  actions?: ReactNode;
}

/**
 * One logbook table (the latest logs of a vehicle) in the shared list state: loading, error, empty, and a
 * delete per row whose failure shows above the table.
 */
function LogList<Log>({
  kind,
  query,
  loadingLabel,
  emptyText,
  caption,
  head,
  phone,
  row,
  footer,
}: {
  kind: LogKind;
  query: UseQueryResult<{ items: Log[]; total: number }>;
  loadingLabel: string;
  emptyText: string;
  caption: string;
  head: string[];
  /** Where each column goes on a phone's card (the date on top, the figure that matters beside it). */
  phone: PhonePlace[];
  row: (log: Log) => LogRow;
  footer?: (data: { items: Log[]; total: number }) => ReactNode;
}) {
  const list = useListState<Log>();
  const remove = useDeleteLog();
  const onDelete = (id: string) =>
    void remove.mutateAsync({ kind, id }).then(
      () => list.setFailure(null),
      (error: unknown) => list.setFailure(errorText(error, { headline: 'Verwijderen mislukt' })),
    );
  return (
    <ListView
      state={list}
      query={query}
      loadingLabel={loadingLabel}
      loadingRows={2}
      errorMessage={(error) => errorText(error, { headline: vehicleUiMessages.loadFailed })}
      isEmpty={(data) => data.items.length === 0}
      empty={() => <p className="text-sm text-muted">{emptyText}</p>}
    >
      {(data) => (
        <>
          <ResponsiveTable
            caption={caption}
            plain
            items={data.items.map(row)}
            rowKey={(log) => log.id}
            columns={[
              ...head.map((label, index): ResponsiveColumn<LogRow> => ({
                key: String(index),
                label,
                phone: phone[index] ?? 'detail',
                cell: (log) => log.cells[index],
              })),
              {
                key: 'actions',
                label: 'Acties',
                hidden: true,
                phone: 'actions',
                cell: ({ id, label, actions }) => (
                  <span className="flex flex-wrap items-center gap-1">
                    {actions}
                    {label ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={label}
                        disabled={remove.isPending}
                        onClick={() => onDelete(id)}
                      >
                        Verwijderen
                      </Button>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
          {footer?.(data)}
        </>
      )}
    </ListView>
  );
}

export function OdometerLogList({ vehicleId }: { vehicleId: string }) {
  const logs = useQuery(odometerLogsQueryOptions(vehicleId));
  return (
    <LogList<OdometerLog>
      kind="odometer"
      query={logs}
      loadingLabel="Kilometerstanden laden…"
      emptyText="Nog geen kilometerstanden."
      caption="Laatste kilometerstanden"
      head={['Datum', 'Stand', 'Doel']}
      phone={['title', 'amount']}
      row={(log) => ({
        id: log.id,
        label: `Kilometerstand ${km(log.odometer_km)} van ${formatDate(log.date)} verwijderen`,
        cells: [formatDate(log.date), km(log.odometer_km), tripPurposeLabels[log.purpose]],
      })}
    />
  );
}

export function FuelLogList({ vehicleId }: { vehicleId: string }) {
  const logs = useQuery(fuelLogsQueryOptions(vehicleId));
  return (
    <LogList<FuelLog>
      kind="fuel"
      query={logs}
      loadingLabel="Tankbeurten laden…"
      emptyText="Nog geen tankbeurten."
      caption="Laatste tankbeurten"
      head={['Datum', 'Liters', 'Bedrag', 'Per liter', 'Stand', 'Doel', 'Bron']}
      phone={['title', 'detail', 'amount']}
      row={(log) => ({
        id: log.id,
        // The card's refuel stays: a typed duplicate is linked to it instead (FuelLogLink).
        label:
          log.source === 'kaart'
            ? null
            : `Tankbeurt van ${formatDate(log.date)} (${formatEuro(log.total_cents)}) verwijderen`,
        actions: <FuelLogLink log={log} />,
        cells: [
          formatDate(log.date),
          `${formatDecimal(log.liters, 2)} l ${fuelLabels[log.fuel_type]}`,
          formatEuro(log.total_cents),
          formatPricePerLitre(Math.round(log.price_per_l * 1000)),
          log.odometer_km === null ? '–' : km(log.odometer_km),
          tripPurposeLabels[log.purpose],
          <FuelLogSource key="source" log={log} />,
        ],
      })}
      footer={(data) =>
        data.total > data.items.length ? (
          <Alert className="mt-2">
            De laatste {data.items.length} van {data.total} tankbeurten; alle staan in het CO2 rapport.
          </Alert>
        ) : null
      }
    />
  );
}
