import type { OpeningPeriod } from '@fuellinq/domain/stations/opening-hours';
import { openingHoursTable } from '@fuellinq/domain/stations/opening-hours';
import { Badge } from '../../../components/ui/badge.tsx';
import { DemoMark } from './demo-mark.tsx';

/**
 * The week's hours and whether the station is open now. Hours the demo seed made up are marked as such and
 * say nothing about now (the API then sends no `open_now`).
 */
export function OpeningHours({
  periods,
  openNow,
  demo,
}: {
  periods: OpeningPeriod[];
  openNow: boolean | null;
  demo: boolean;
}) {
  if (periods.length === 0) return <p className="text-muted">Openingstijden zijn niet bekend.</p>;
  return (
    <div>
      {demo ? (
        <p className="mb-2 text-sm text-muted">
          Demo-openingstijden
          <DemoMark what="openingstijden" />: verzonnen voor de demo, niet door het station opgegeven.
        </p>
      ) : null}
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
