import { formatDate, formatEuro } from '@fuellinq/domain/format/nl-format';
import type { OfferStatus, PartnerOffer } from '@fuellinq/domain/stations/partner.contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

const STATUS: Record<OfferStatus, { label: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  active: { label: 'Actief', tone: 'success' },
  scheduled: { label: 'Gepland', tone: 'warning' },
  expired: { label: 'Verlopen', tone: 'neutral' },
  ended: { label: 'Beëindigd', tone: 'danger' },
};

/** The offers table's columns, in the order of the cells of OfferRow. */
export const OFFER_COLUMNS = [
  { key: 'image', label: 'Afbeelding', hidden: true },
  { key: 'title', label: 'Actie' },
  { key: 'price', label: 'Prijs' },
  { key: 'scope', label: 'Geldt voor' },
  { key: 'validity', label: 'Geldig' },
  { key: 'status', label: 'Status' },
  { key: 'actions', label: 'Acties', hidden: true },
];

function validity(offer: PartnerOffer): string {
  const from = formatDate(offer.valid_from);
  return offer.valid_until ? `${from} – ${formatDate(offer.valid_until)}` : `vanaf ${from}`;
}

function price(cents: number | null): string {
  if (cents === null) return '—';
  return cents === 0 ? 'Gratis' : formatEuro(cents);
}

/** One offer in the partner's table, with its actions: change, end or reopen, delete. */
export function OfferRow({
  offer,
  onEdit,
  onToggleEnded,
  onDelete,
}: {
  offer: PartnerOffer;
  onEdit: () => void;
  onToggleEnded: () => void;
  onDelete: () => void;
}) {
  return (
    <tr className="border-t border-border">
      <td className="px-4 py-3">
        {offer.image_url ? (
          <img src={offer.image_url} alt="" className="h-10 w-16 rounded object-cover" loading="lazy" />
        ) : null}
      </td>
      <th scope="row" className="px-4 py-3">
        <span className="font-semibold">{offer.title}</span>
        {offer.demo ? (
          // Made up by the demo seed: drivers see it marked "demo", and it earns no double points.
          <span className="ml-2" title="Voorbeeldactie van de demo: geen dubbele punten">
            <Badge tone="neutral">demo</Badge>
          </span>
        ) : null}
        {offer.badge ? (
          <span className="ml-2">
            <Badge tone="brand">{offer.badge}</Badge>
          </span>
        ) : null}
        {offer.subtitle ? <span className="block font-normal text-muted">{offer.subtitle}</span> : null}
      </th>
      <td className="px-4 py-3 whitespace-nowrap">{price(offer.price_cents)}</td>
      <td className="px-4 py-3">{offer.station_title ?? 'Al mijn stations'}</td>
      <td className="px-4 py-3 whitespace-nowrap">{validity(offer)}</td>
      <td className="px-4 py-3">
        <Badge tone={STATUS[offer.status].tone}>{STATUS[offer.status].label}</Badge>
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        <Button variant="ghost" size="sm" onClick={onEdit}>
          Bewerken<span className="sr-only"> {offer.title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onToggleEnded}>
          {offer.status === 'ended' ? 'Heropenen' : 'Beëindigen'}
          <span className="sr-only"> {offer.title}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Verwijderen<span className="sr-only"> {offer.title}</span>
        </Button>
      </td>
    </tr>
  );
}
