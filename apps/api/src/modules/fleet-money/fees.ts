import { SUBSCRIPTION_PRICE_CENTS, TRIAL_MONTHS } from '@fuellinq/domain';
import type { OrgFees } from '@fuellinq/domain/fleet-money/fleet-money.contract';
import type { Database } from '../../db/database.ts';
import { subscriptionStatusOf } from '../billing/subscription.service.ts';
import { requireOrgRole } from '../orgs/org-access.service.ts';

// No hidden fees (issue 24 §5): every fee an organisation can pay, with its amount and when it is charged,
// listed before anything is charged. The amounts are the ones the billing and card rules charge
// (packages/domain: billing-rules.ts, card-rules.ts); company cards carry no card fee (decision 024: a
// manager issues them from the organisation's account, no payment is asked).

export async function orgFees(db: Database, orgId: string, userId: string): Promise<OrgFees> {
  const membership = await requireOrgRole(db, orgId, userId, 'member');
  const subscription = await subscriptionStatusOf(db, membership.accountUserId);
  const subscribed = subscription === 'trialing' || subscription === 'active' || subscription === 'past_due';
  return {
    summary:
      'Geen verborgen kosten: dit zijn alle kosten die je organisatie bij FuelLinq kan betalen, met het bedrag en wanneer het wordt afgeschreven. Alle bedragen zijn inclusief 21 % btw.',
    fees: [
      {
        key: 'company_card',
        name: 'Bedrijfspas (per bestuurder of voertuig, ook een vervangende pas)',
        amount_cents: 0,
        unit: 'per pas',
        charged: 'Nooit: bedrijfspassen zijn gratis.',
        applies: false,
      },
      {
        key: 'subscription',
        name: 'Abonnement',
        amount_cents: SUBSCRIPTION_PRICE_CENTS,
        unit: 'per maand',
        charged: subscribed
          ? `Maandelijks vooraf van het saldo van de organisatie (of via de machtiging), na ${TRIAL_MONTHS} gratis maand; maandelijks opzegbaar.`
          : 'Nu niet: een organisatie heeft geen abonnement nodig. Passen, saldo en tanken werken zonder; er wordt niets afgeschreven.',
        applies: subscribed,
      },
      {
        key: 'top_up',
        name: 'Saldo opwaarderen (iDEAL of automatische incasso)',
        amount_cents: 0,
        unit: 'per opwaardering',
        charged: 'Nooit: opwaarderen kost niets; je betaalt alleen het bedrag dat op het saldo komt.',
        applies: false,
      },
      {
        key: 'refuel',
        name: 'Toeslag op een tankbeurt',
        amount_cents: 0,
        unit: 'per tankbeurt',
        charged: 'Nooit: je betaalt de literprijs die het station aangeeft, zonder opslag.',
        applies: false,
      },
    ],
  };
}
