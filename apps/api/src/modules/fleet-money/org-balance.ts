import { formatEuro } from '@fuellinq/domain';
import type { OrgBalance } from '@fuellinq/domain/fleet-money/fleet-money.contract';
import type { AutoTopUpBody } from '@fuellinq/domain';
import { eq } from 'drizzle-orm';
import { type Database, inTransaction } from '../../db/database.ts';
import { organisations } from '../../db/schema/index.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { clearAlertMark, markAlertOnce, notifyOrgManagers } from '../notifications/notify.service.ts';
import { recordOrgAudit, requireOrgRole } from '../orgs/org-access.service.ts';

// The company balance (issue 24 §5, decision 024): the ledger of the organisation's own account
// (organisations.account_user_id), topped up exactly as a private balance — the payments module with the
// org account as the payer — and the same automatic top-up on a mandate. Nothing about money is new here.

/** Where a manager comes back to after paying a top-up of the organisation. */
export const ORG_TOP_UP_RETURN_PATH = '/app/fleet';

export function createOrgBalance(
  db: Database,
  balance: BalanceService,
  payments: Pick<PaymentsService, 'get'>,
) {
  async function thresholdOf(orgId: string) {
    const [row] = await db
      .select({ threshold: organisations.lowBalanceThresholdCents })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    return row?.threshold ?? null;
  }

  return {
    async get(orgId: string, userId: string): Promise<OrgBalance> {
      const membership = await requireOrgRole(db, orgId, userId, 'read');
      const [sums, threshold] = await Promise.all([
        balance.balance(membership.accountUserId),
        thresholdOf(membership.orgId),
      ]);
      return { ...sums, low_balance_threshold_cents: threshold };
    },

    async topUp(orgId: string, userId: string, amountCents: number, requestKey: string | null) {
      const membership = await requireOrgRole(db, orgId, userId, 'manage');
      return balance.topUp(
        membership.accountUserId,
        { amount_cents: amountCents, return_path: ORG_TOP_UP_RETURN_PATH },
        requestKey,
        { org_id: membership.orgId },
      );
    },

    /** One payment of the organisation's account, for its return page (a member's own is not one). */
    async payment(orgId: string, userId: string, paymentId: string) {
      const membership = await requireOrgRole(db, orgId, userId, 'manage');
      return payments.get(membership.accountUserId, paymentId);
    },

    /**
     * The organisation's first payment (€ 0,01) that sets up the direct-debit mandate its automatic top-up
     * charges: the private flow with the org account as the payer, from whichever account pays it.
     */
    async startMandate(orgId: string, userId: string, requestKey: string | null) {
      const membership = await requireOrgRole(db, orgId, userId, 'manage');
      return balance.startMandate(membership.accountUserId, requestKey, ORG_TOP_UP_RETURN_PATH, {
        org_id: membership.orgId,
        requested_by: userId,
      });
    },

    async autoTopUp(orgId: string, userId: string) {
      const membership = await requireOrgRole(db, orgId, userId, 'read');
      const { auto_top_up, mandate } = await balance.balance(membership.accountUserId);
      return { auto_top_up, mandate };
    },

    async saveAutoTopUp(orgId: string, userId: string, body: AutoTopUpBody) {
      const membership = await requireOrgRole(db, orgId, userId, 'manage');
      const before = (await balance.balance(membership.accountUserId)).auto_top_up;
      const saved = await balance.saveAutoTopUp(membership.accountUserId, body, (tx) =>
        recordOrgAudit(tx, {
          orgId: membership.orgId,
          actorUserId: userId,
          action: 'balance.auto_top_up',
          entity: 'balance',
          entityId: membership.orgId,
          before: before ? { ...before } : null,
          after: {
            enabled: body.enabled,
            threshold_cents: body.threshold_cents,
            amount_cents: body.amount_cents,
          },
        }),
      );
      return { auto_top_up: saved.auto_top_up, mandate: saved.mandate };
    },
  };
}

/**
 * After a paid payment: when it was an organisation's first payment, the mandate it set up goes into the
 * organisation's audit, with the manager who asked for it. Any other payment does nothing.
 */
export async function auditOrgMandate(
  db: Database,
  balance: BalanceService,
  paid: { userId: string; purpose: string; metadata: Record<string, unknown> },
): Promise<void> {
  if (paid.purpose !== 'mandate') return;
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.accountUserId, paid.userId));
  if (!org) return;
  const { mandate } = await balance.balance(paid.userId);
  const requestedBy = paid.metadata.requested_by;
  await recordOrgAudit(db, {
    orgId: org.id,
    actorUserId: typeof requestedBy === 'string' ? requestedBy : null,
    action: 'balance.mandate',
    entity: 'balance',
    entityId: org.id,
    after: mandate ? { ...mandate } : null,
  });
}

/**
 * After anything that moved an organisation account's money (a reservation, a settled refuel, a paid
 * top-up): a balance under the organisation's threshold tells its managers once per crossing; back above
 * it, the next crossing is told again. A user that is no organisation's account does nothing.
 */
export async function checkLowBalance(db: Database, accountUserId: string): Promise<void> {
  const [org] = await db
    .select({ id: organisations.id, threshold: organisations.lowBalanceThresholdCents })
    .from(organisations)
    .where(eq(organisations.accountUserId, accountUserId));
  if (!org) return;
  const { availableCents } = await createLedger(db).sums(accountUserId);
  await inTransaction(db, async (tx) => {
    if (org.threshold === null || availableCents >= org.threshold) {
      await clearAlertMark(tx, org.id, 'balance_low');
      return;
    }
    if (!(await markAlertOnce(tx, org.id, 'balance_low'))) return;
    await notifyOrgManagers(tx, org.id, 'balance_low', {
      title: 'Saldo onder de drempel',
      body: `Het beschikbare saldo is ${formatEuro(availableCents)}, onder de drempel van ${formatEuro(org.threshold)}. Waardeer op zodat je bestuurders kunnen blijven tanken.`,
      link: '/app/fleet',
    });
  });
}
