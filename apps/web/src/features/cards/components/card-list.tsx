import type { Card } from '@fuellinq/domain/cards/card.contract';
import { cardDisplayLabel, cardStatusBadge } from '@fuellinq/domain/cards/card-rules';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardVehicleSelect } from './card-vehicle-select.tsx';

const badgeTone = (status: string) =>
  status === 'blocked' ? 'danger' : status === 'paused' || status === 'pending' ? 'warning' : 'neutral';

/**
 * Spec §4 'Mijn passen': each card with its label ('Pas #n' without one), masked number and status badge
 * (none for active) and the vehicle it refuels; 'Maak actief' on every card but the active one and a paused
 * or blocked one, 'Pas kwijt of gestolen?' on a card that is not blocked, 'Vervang pas' on a blocked one,
 * and delete.
 */
export function CardList({
  cards,
  busy,
  onSelect,
  onDelete,
  onReportLost,
  onReplace,
}: {
  cards: Card[];
  busy: boolean;
  onSelect: (card: Card) => void;
  onDelete: (card: Card) => void;
  onReportLost?: (card: Card) => void;
  onReplace?: (card: Card) => void;
}) {
  return (
    <ul
      className="divide-y divide-border rounded-brand border border-border bg-surface"
      aria-label="Mijn passen"
    >
      {cards.map((card, index) => {
        const label = cardDisplayLabel(card.label, index + 1);
        const badge = cardStatusBadge(card.status);
        return (
          <li key={card.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="truncate">{label}</span>
                {badge ? <Badge tone={badgeTone(card.status)}>{badge}</Badge> : null}
                {card.is_active ? (
                  <span className="text-sm font-medium text-primary">✓ Actieve pas</span>
                ) : null}
              </p>
              <p className="font-mono text-sm text-muted">{card.masked_pan}</p>
              <CardVehicleSelect card={card} label={label} />
            </div>
            <div className="flex flex-wrap gap-2">
              {card.is_active || card.status === 'blocked' || card.status === 'paused' ? null : (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSelect(card)}>
                  Maak actief<span className="sr-only"> ({label})</span>
                </Button>
              )}
              {card.status === 'blocked'
                ? onReplace && (
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => onReplace(card)}>
                      Vervang pas<span className="sr-only"> ({label})</span>
                    </Button>
                  )
                : onReportLost && (
                    <Button size="sm" variant="ghost" disabled={busy} onClick={() => onReportLost(card)}>
                      Pas kwijt of gestolen?<span className="sr-only"> ({label})</span>
                    </Button>
                  )}
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => onDelete(card)}>
                Verwijderen<span className="sr-only"> ({label})</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
