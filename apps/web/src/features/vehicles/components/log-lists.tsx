import { tripPurposeLabels } from '@fuellinq/domain/co2/trip-purpose';
import {
  formatDate,
  formatDecimal,
  formatEuro,
  formatPricePerLitre,
} from '@fuellinq/domain/format/nl-format';
import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { fuelLogsQueryOptions, odometerLogsQueryOptions, useDeleteLog } from '../api/log-queries.ts';
import { loadFailureText } from './error-text.ts';
import { TableHead } from './table-head.tsx';

const km = (value: number) => `${formatDecimal(value, 0)} km`;

function LogTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={head} />
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index} className="border-t border-border">
              {cells.map((cell, i) => (
                <td key={i} className="py-1.5 pr-3 align-middle">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeleteLogButton({ kind, id, label }: { kind: 'odometer' | 'fuel'; id: string; label: string }) {
  const remove = useDeleteLog();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        disabled={remove.isPending}
        onClick={() => remove.mutate({ kind, id })}
      >
        Verwijderen
      </Button>
      {remove.error ? (
        <span role="alert" className="text-xs text-danger">
          Verwijderen mislukt
        </span>
      ) : null}
    </>
  );
}

export function OdometerLogList({ vehicleId }: { vehicleId: string }) {
  const logs = useQuery(odometerLogsQueryOptions(vehicleId));
  if (logs.isPending) return <SkeletonList rows={2} label="Kilometerstanden laden…" />;
  if (logs.error)
    return <ErrorState message={loadFailureText(logs.error)} onRetry={() => void logs.refetch()} />;
  if (logs.data.items.length === 0) return <p className="text-sm text-muted">Nog geen kilometerstanden.</p>;
  return (
    <LogTable
      caption="Laatste kilometerstanden"
      head={['Datum', 'Stand', 'Doel', '']}
      rows={logs.data.items.map((log) => [
        formatDate(log.date),
        km(log.odometer_km),
        tripPurposeLabels[log.purpose],
        <DeleteLogButton
          key="delete"
          kind="odometer"
          id={log.id}
          label={`Kilometerstand ${km(log.odometer_km)} van ${formatDate(log.date)} verwijderen`}
        />,
      ])}
    />
  );
}

export function FuelLogList({ vehicleId }: { vehicleId: string }) {
  const logs = useQuery(fuelLogsQueryOptions(vehicleId));
  if (logs.isPending) return <SkeletonList rows={2} label="Tankbeurten laden…" />;
  if (logs.error)
    return <ErrorState message={loadFailureText(logs.error)} onRetry={() => void logs.refetch()} />;
  if (logs.data.items.length === 0) return <p className="text-sm text-muted">Nog geen tankbeurten.</p>;
  return (
    <>
      <LogTable
        caption="Laatste tankbeurten"
        head={['Datum', 'Liters', 'Bedrag', 'Per liter', 'Stand', 'Doel', '']}
        rows={logs.data.items.map((log) => [
          formatDate(log.date),
          `${formatDecimal(log.liters, 2)} l ${fuelLabels[log.fuel_type]}`,
          formatEuro(log.total_cents),
          formatPricePerLitre(Math.round(log.price_per_l * 1000)),
          log.odometer_km === null ? '–' : km(log.odometer_km),
          tripPurposeLabels[log.purpose],
          <DeleteLogButton
            key="delete"
            kind="fuel"
            id={log.id}
            label={`Tankbeurt van ${formatDate(log.date)} (${formatEuro(log.total_cents)}) verwijderen`}
          />,
        ])}
      />
      {logs.data.total > logs.data.items.length ? (
        <Alert className="mt-2">
          De laatste {logs.data.items.length} van {logs.data.total} tankbeurten; alle staan in het CO2
          rapport.
        </Alert>
      ) : null}
    </>
  );
}
