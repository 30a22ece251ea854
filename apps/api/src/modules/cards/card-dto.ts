import { type ActiveCard, type Card, maskedPan } from '@fuellinq/domain';
import type { CardRow } from './cards.repository.ts';

export function toCardDto(row: CardRow): Card {
  return {
    id: row.id,
    label: row.label,
    last4: row.panLast4,
    masked_pan: maskedPan(row.panLast4),
    status: row.status,
    is_active: row.isActive,
    plate: row.plate,
    created_at: row.createdAt.toISOString(),
  };
}

export function toActiveCardDto(row: CardRow): ActiveCard {
  return { id: row.id, label: row.label, last4: row.panLast4 };
}
