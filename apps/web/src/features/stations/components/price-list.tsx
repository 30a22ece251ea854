import type { StationDetail } from '@fuellinq/domain/stations/station.contract';
import { fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import { formatLitre } from './card-format.ts';
import { PriceOriginNote } from './price-origin.tsx';

/**
 * Every fuel price of a station with where it comes from and its age ("gemeld bij een tankbeurt, 12 min
 * geleden", "demoprijs"), as DESIGN §6.2 and issue 28 ask.
 */
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
            Bron
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
              <PriceOriginNote
                origin={{ kind: price.price_source, observedAt: price.observed_at }}
                now={now}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
