import { formatAge, formatDecimal } from '@fuellinq/domain/format/nl-format';
import { fuelLabels, type FuelType } from '@fuellinq/domain/fuel/fuel-types';
import type { PartnerStation } from '@fuellinq/domain/stations/partner.contract';
import { isPriceChange, type PriceEdit, priceCellKey } from '@fuellinq/domain/stations/price-form';
import { type ResponsiveColumn, ResponsiveTable } from '../../../components/ui/responsive-table.tsx';

/** The fuels a pump price is set for (electricity has none per litre). */
export const GRID_FUELS: FuelType[] = ['euro95', 'diesel', 'lpg', 'adblue', 'hvo'];

interface PriceGridProps {
  stations: PartnerStation[];
  edits: Record<string, PriceEdit>;
  /** The message on a cell, by its key. */
  errorOf: (key: string) => string | undefined;
  onChange: (station: PartnerStation, fuel: FuelType, text: string) => void;
}

/** One cell: the price per litre as typed, how old the stored price is, and what is wrong with the new one. */
function PriceCell({
  station,
  fuel,
  edits,
  errorOf,
  onChange,
}: Omit<PriceGridProps, 'stations'> & {
  station: PartnerStation;
  fuel: FuelType;
}) {
  if (!station.fuels.includes(fuel)) return <span className="text-muted">—</span>;
  const key = priceCellKey(station.id, fuel);
  const price = station.prices.find((p) => p.fuel_type === fuel);
  const edit = edits[key];
  const changed = edit !== undefined && isPriceChange(edit);
  const error = errorOf(key);
  const errorId = `${key}-error`;
  return (
    <>
      <input
        type="text"
        inputMode="decimal"
        aria-label={`${fuelLabels[fuel]} ${station.title}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={edit?.text ?? (price ? formatDecimal(price.price_eur_l, 3) : '')}
        onChange={(event) => onChange(station, fuel, event.target.value)}
        className={`w-24 rounded-brand border px-2 py-1.5 text-right aria-invalid:border-danger ${
          changed ? 'border-secondary bg-secondary/10' : 'border-border bg-surface'
        }`}
      />
      <p className="mt-1 text-xs text-muted">
        {price ? `bijgewerkt ${formatAge(price.updated_at)}` : 'nog geen prijs'}
        {price?.source === 'demo' ? ' (demo)' : ''}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 max-w-40 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Every station a row, every fuel a column, each price editable in place; on a phone a card per station. */
export function PriceGrid({ stations, ...cell }: PriceGridProps) {
  return (
    <ResponsiveTable
      caption="Prijzen per station en brandstof, in euro per liter"
      items={stations}
      rowKey={(station) => station.id}
      dense
      columns={[
        {
          key: 'station',
          label: 'Station',
          rowHeader: true,
          className: 'align-top font-semibold',
          phone: 'title',
          cell: (station) => station.title,
        },
        ...GRID_FUELS.map((fuel): ResponsiveColumn<PartnerStation> => ({
          key: fuel,
          label: fuelLabels[fuel],
          className: 'align-top',
          cell: (station) => <PriceCell station={station} fuel={fuel} {...cell} />,
        })),
      ]}
    />
  );
}
