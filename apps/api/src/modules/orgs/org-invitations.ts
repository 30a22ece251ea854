import type {
  AcceptedInvitation,
  CreateInvitationBodySchema,
  Invitation,
  PublicInvitation,
} from '@fuellinq/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, inTransaction } from '../../db/database.ts';
import { orgInvitations, orgMembers, organisations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { orgForbidden, recordOrgAudit, requireOrgRole } from './org-access.service.ts';
import { personName } from './org-dto.ts';
import { invitationMail } from './invitation-mail.ts';

// Invitations: a manager invites by e-mail with a role; the outbox (or SMTP) sends a one-time link
// /uitnodiging/{token}, valid 7 days, revocable. Only the token's SHA-256 is stored, as for a password reset.
// Whoever opens the link signed in may accept it (the link went to that address): they join, or re-join
// after a removal, with the invitation's role.

export const INVITATION_DAYS = 7;

export interface InvitationDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** A mail that could not be sent: logged; the invitation stays listed, so it can be revoked and sent again. */
  onMailError: (error: unknown) => void;
}

type InvitationRow = typeof orgInvitations.$inferSelect;

function toDto(row: InvitationRow, invitedBy: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: invitedBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

function statusOf(row: InvitationRow, now: Date): PublicInvitation['status'] {
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'open';
}

const refusal = {
  used: 'invitation_used',
  revoked: 'invitation_revoked',
  expired: 'invitation_expired',
} as const;

export function createInvitations(deps: InvitationDeps) {
  const { db, mailer, publicUrl, now } = deps;
  const open = (at: Date) =>
    and(
      isNull(orgInvitations.acceptedAt),
      isNull(orgInvitations.revokedAt),
      gt(orgInvitations.expiresAt, at),
    );

  async function byToken(executor: Database, token: string, lock: boolean) {
    const query = executor
      .select({ invitation: orgInvitations, orgName: organisations.name })
      .from(orgInvitations)
      .innerJoin(organisations, eq(organisations.id, orgInvitations.orgId))
      .where(eq(orgInvitations.tokenHash, hashToken(token)));
    const [found] = lock ? await query.for('update', { of: orgInvitations }) : await query;
    if (!found) throw new AppError('invitation_not_found');
    return found;
  }

  return {
    async list(orgId: string, userId: string): Promise<Invitation[]> {
      await requireOrgRole(db, orgId, userId, 'manage');
      const rows = await db
        .select({ invitation: orgInvitations, inviter: users })
        .from(orgInvitations)
        .leftJoin(users, eq(users.id, orgInvitations.invitedByUserId))
        .where(and(eq(orgInvitations.orgId, orgId), open(now())))
        .orderBy(desc(orgInvitations.createdAt));
      return rows.map((row) => toDto(row.invitation, row.inviter ? personName(row.inviter) : null));
    },

    async invite(
      orgId: string,
      userId: string,
      body: z.output<typeof CreateInvitationBodySchema>,
    ): Promise<Invitation> {
      const caller = await requireOrgRole(db, orgId, userId, 'manage');
      if (body.role === 'owner' && caller.role !== 'owner') throw orgForbidden();
      const [alreadyIn] = await db
        .select({ userId: orgMembers.userId })
        .from(orgMembers)
        .innerJoin(users, eq(users.id, orgMembers.userId))
        .where(
          and(
            eq(orgMembers.orgId, orgId),
            isNull(orgMembers.removedAt),
            sql`lower(${users.email}) = ${body.email}`,
          ),
        );
      if (alreadyIn)
        throw new AppError('already_member', { message: 'Dit e-mailadres is al lid van deze organisatie.' });
      const [inviter] = await db.select().from(users).where(eq(users.id, userId));
      const inviterName = personName(inviter!);
      const token = newToken();
      const at = now();
      const row = await inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(orgInvitations)
          .values({
            orgId,
            email: body.email,
            role: body.role,
            tokenHash: hashToken(token),
            invitedByUserId: userId,
            createdAt: at,
            expiresAt: new Date(at.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
          })
          .returning();
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          action: 'member.invite',
          entity: 'invitation',
          entityId: created!.id,
          after: { email: body.email, role: body.role },
        });
        return created!;
      });
      const link = `${publicUrl}/uitnodiging/${encodeURIComponent(token)}`;
      try {
        await mailer.send({
          to: body.email,
          ...invitationMail({ inviter: inviterName, orgName: caller.orgName, role: body.role, link }),
        });
      } catch (error) {
        deps.onMailError(error);
      }
      return toDto(row, inviterName);
    },

    async revoke(orgId: string, userId: string, id: string): Promise<void> {
      await requireOrgRole(db, orgId, userId, 'manage');
      await inTransaction(db, async (tx) => {
        const [row] = await tx
          .select()
          .from(orgInvitations)
          .where(and(eq(orgInvitations.orgId, orgId), eq(orgInvitations.id, id)))
          .for('update');
        if (!row) throw new AppError('invitation_not_found');
        const status = statusOf(row, now());
        if (status === 'used') throw new AppError('invitation_used');
        if (status === 'revoked') return;
        await tx.update(orgInvitations).set({ revokedAt: now() }).where(eq(orgInvitations.id, id));
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          action: 'invitation.revoke',
          entity: 'invitation',
          entityId: id,
          before: { email: row.email, role: row.role },
        });
      });
    },

    /** Public: what the link's page shows, also when it can no longer be used. */
    async show(token: string): Promise<PublicInvitation> {
      const { invitation, orgName } = await byToken(db, token, false);
      const status = statusOf(invitation, now());
      return {
        org_name: orgName,
        role: invitation.role,
        email: invitation.email,
        expires_at: invitation.expiresAt.toISOString(),
        status,
        valid: status === 'open',
      };
    },

    async accept(token: string, userId: string): Promise<AcceptedInvitation> {
      return inTransaction(db, async (tx) => {
        const { invitation, orgName } = await byToken(tx, token, true);
        const status = statusOf(invitation, now());
        if (status !== 'open') throw new AppError(refusal[status]);
        const { orgId, role } = invitation;
        const [existing] = await tx
          .select()
          .from(orgMembers)
          .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
          .for('update');
        if (existing && !existing.removedAt) throw new AppError('already_member');
        if (existing) {
          await tx
            .update(orgMembers)
            .set({ role, removedAt: null, monthlyBudgetCents: null })
            .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
        } else {
          await tx.insert(orgMembers).values({ orgId, userId, role });
        }
        await tx
          .update(orgInvitations)
          .set({ acceptedAt: now(), acceptedByUserId: userId })
          .where(eq(orgInvitations.id, invitation.id));
        await recordOrgAudit(tx, {
          orgId,
          actorUserId: userId,
          subjectUserId: userId,
          action: existing ? 'member.rejoin' : 'member.join',
          entity: 'member',
          entityId: userId,
          after: { role, invitation_id: invitation.id, invited_email: invitation.email },
        });
        return { org_id: orgId, org_name: orgName, role };
      });
    },
  };
}
