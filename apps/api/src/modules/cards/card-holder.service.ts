import type { Database } from '../../db/database.ts';
import { cardHolderByToken, type CardHolderRow } from './card-holder.repository.ts';

export type { CardHolderRow } from './card-holder.repository.ts';

/**
 * The card a pass's QR code names, with its holder, for a partner's counter (the partner-codes module): the
 * token is the only key, as the barcode carries nothing else.
 */
export function cardByPassCode(db: Database, token: string): Promise<CardHolderRow | undefined> {
  return cardHolderByToken(db, token);
}
