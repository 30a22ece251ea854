import type { OpeningPeriod } from '@fuellinq/domain/stations/opening-hours';
import { openingHoursTable } from '@fuellinq/domain/stations/opening-hours';
import { Badge } from '../../../components/ui/badge.tsx';

export function OpeningHours({ periods, openNow }: { periods: OpeningPeriod[]; openNow: boolean | null }) {
  if (periods.length === 0) return <p className="text-muted">Openingstijden zijn niet bekend.</p>;
  return (
    <div>
      {openNow !== null ? (
        <p className="mb-2">
          <Badge tone={openNow ? 'success' : 'danger'}>{openNow ? 'Nu open' : 'Nu gesloten'}</Badge>
        </p>
      ) : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Openingstijden</caption>
        <tbody>
          {openingHoursTable(periods).map((row) => (
            <tr key={row.day} className="border-t border-border">
              <th scope="row" className="py-1.5 font-medium capitalize">
                {row.day}
              </th>
              <td className="py-1.5 text-right">{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
