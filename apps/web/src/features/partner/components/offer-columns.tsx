import { formatDate, formatEuro } from '@fuellinq/domain/format/nl-format';
import type { OfferStatus, PartnerOffer } from '@fuellinq/domain/stations/partner.contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ResponsiveColumn } from '../../../components/ui/responsive-table.tsx';

const STATUS: Record<OfferStatus, { label: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  active: { label: 'Actief', tone: 'success' },
  scheduled: { label: 'Gepland', tone: 'warning' },
  expired: { label: 'Verlopen', tone: 'neutral' },
  ended: { label: 'Beëindigd', tone: 'danger' },
};

function validity(offer: PartnerOffer): string {
  const from = formatDate(offer.valid_from);
  return offer.valid_until ? `${from} – ${formatDate(offer.valid_until)}` : `vanaf ${from}`;
}

function price(cents: number | null): string {
  if (cents === null) return '—';
  return cents === 0 ? 'Gratis' : formatEuro(cents);
}

/**
 * The offers' columns, each offer with its actions: change, end or reopen, delete. On a phone the title
 * heads a card with the price beside it; the picture is left out there.
 */
export function offerColumns(actions: {
  onEdit: (offer: PartnerOffer) => void;
  onToggleEnded: (offer: PartnerOffer) => void;
  onDelete: (offer: PartnerOffer) => void;
}): ResponsiveColumn<PartnerOffer>[] {
  return [
    {
      key: 'image',
      label: 'Afbeelding',
      hidden: true,
      phone: 'none',
      cell: (offer) =>
        offer.image_url ? (
          <img src={offer.image_url} alt="" className="h-10 w-16 rounded object-cover" loading="lazy" />
        ) : null,
    },
    {
      key: 'title',
      label: 'Actie',
      rowHeader: true,
      phone: 'title',
      cell: (offer) => (
        <>
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
        </>
      ),
    },
    {
      key: 'price',
      label: 'Prijs',
      className: 'whitespace-nowrap',
      phone: 'amount',
      cell: (offer) => price(offer.price_cents),
    },
    { key: 'scope', label: 'Geldt voor', cell: (offer) => offer.station_title ?? 'Al mijn stations' },
    { key: 'validity', label: 'Geldig', className: 'whitespace-nowrap', cell: validity },
    {
      key: 'status',
      label: 'Status',
      cell: (offer) => <Badge tone={STATUS[offer.status].tone}>{STATUS[offer.status].label}</Badge>,
    },
    {
      key: 'actions',
      label: 'Acties',
      hidden: true,
      className: 'text-right whitespace-nowrap',
      phone: 'actions',
      cell: (offer) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => actions.onEdit(offer)}>
            Bewerken<span className="sr-only"> {offer.title}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => actions.onToggleEnded(offer)}>
            {offer.status === 'ended' ? 'Heropenen' : 'Beëindigen'}
            <span className="sr-only"> {offer.title}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => actions.onDelete(offer)}>
            Verwijderen<span className="sr-only"> {offer.title}</span>
          </Button>
        </>
      ),
    },
  ];
}
