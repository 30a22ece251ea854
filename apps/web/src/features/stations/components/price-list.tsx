import type { StationDetail } from '@fuellinq/domain/stations/station.contract';
import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { formatAge } from '@fuellinq/domain/format/nl-format';
import { formatLitre } from './card-format.ts';

/** Every fuel price of a station with its age ("bijgewerkt 12 min geleden"), as DESIGN §6.2 asks. */
export function PriceList({ prices, now = new Date() }: { prices: StationDetail['prices']; now?: Date }) {
  if (prices.length === 0) return <p className="text-muted">Dit station heeft nog geen prijzen.</p>;
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Prijzen per liter</caption>
      <thead className="text-sm text-muted">
        <tr>
          <th scope="col" className="py-2 font-medium">
            Brandstof
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Prijs per liter
          </th>
          <th scope="col" className="py-2 pl-4 font-medium">
            Bijgewerkt
          </th>
        </tr>
      </thead>
      <tbody>
        {prices.map((price) => (
          <tr key={price.fuel_type} className="border-t border-border">
            <th scope="row" className="py-2 font-semibold">
              {fuelLabels[price.fuel_type]}
            </th>
            <td className="py-2 text-right text-lg font-bold whitespace-nowrap">
              {formatLitre(price.price_eur_l)}
            </td>
            <td className="py-2 pl-4 text-sm text-muted">
              bijgewerkt {formatAge(price.updated_at, now)}
              {price.source === 'demo' ? <span className="ml-1">(demoprijs)</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
