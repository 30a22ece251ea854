// SQL about offers that the public feed and the partner's offer list both use.
import { and, gt, isNull, lte, or } from 'drizzle-orm';
import { offers } from '../schema/index.ts';

/** Offers that run now: started, not past their end date, not ended by hand. */
export function activeOffer(now: Date) {
  return and(
    isNull(offers.endedAt),
    lte(offers.validFrom, now),
    or(isNull(offers.validUntil), gt(offers.validUntil, now)),
  );
}
