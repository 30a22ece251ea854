import {
  type AdminOverview,
  type AdminStationPage,
  type AdminStationQuerySchema,
  type AdminUser,
  type AdminUserPage,
  type AdminUserQuerySchema,
  type UpdateAdminUserBodySchema,
} from '@fuellinq/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { isoTime } from '../../lib/sql-rows.ts';
import type { AdminRepository, AdminUserRow, UserChange } from './admin.repository.ts';

export interface AdminServiceDeps {
  repository: AdminRepository;
  now?: () => Date;
}

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    account_type: row.accountType,
    company_name: row.companyName,
    blocked: row.blockedAt !== null,
    blocked_at: row.blockedAt ? isoTime(row.blockedAt) : null,
    created_at: isoTime(row.createdAt),
    station_count: row.stationCount,
  };
}

/**
 * What an admin does with accounts: find them, change role and account type, block and unblock. Every
 * change is audited; the last active admin can be neither demoted nor blocked.
 */
export function createAdminService({ repository, now = () => new Date() }: AdminServiceDeps) {
  return {
    async overview(): Promise<AdminOverview> {
      const counts = await repository.overview();
      const byRole = { user: 0, partner: 0, admin: 0 };
      for (const { role, n } of counts.roles) byRole[role] = n;
      const byAccountType = { consumer: 0, business: 0 };
      for (const { accountType, n } of counts.accountTypes) byAccountType[accountType] = n;
      const total = counts.stations?.total ?? 0;
      const withPartner = counts.stations?.withPartner ?? 0;
      return {
        users: {
          total: byRole.user + byRole.partner + byRole.admin,
          by_role: byRole,
          by_account_type: byAccountType,
          blocked: counts.blocked,
        },
        stations: { total, with_partner: withPartner, without_partner: total - withPartner },
      };
    },

    async users(query: z.output<typeof AdminUserQuerySchema>): Promise<AdminUserPage> {
      const { items, total } = await repository.users(query);
      return { items: items.map(toAdminUser), total, page: query.page, per_page: query.per_page };
    },

    async updateUser(
      actorId: string,
      userId: string,
      body: z.output<typeof UpdateAdminUserBodySchema>,
    ): Promise<AdminUser> {
      if (body.blocked === true && userId === actorId) {
        throw new AppError('self_block');
      }
      const change: UserChange = {
        ...(body.role ? { role: body.role } : {}),
        ...(body.account_type ? { accountType: body.account_type } : {}),
      };
      const audit = (before: AdminUserRow): AuditEntry[] => {
        const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
          actorUserId: actorId,
          action,
          entity: 'user',
          entityId: userId,
          details,
        });
        const entries: AuditEntry[] = [];
        if (body.role && body.role !== before.role)
          entries.push(entry('user.role', { from: before.role, to: body.role }));
        if (body.account_type && body.account_type !== before.accountType)
          entries.push(entry('user.account_type', { from: before.accountType, to: body.account_type }));
        if (body.blocked === true && before.blockedAt === null) entries.push(entry('user.block', {}));
        if (body.blocked === false && before.blockedAt !== null) entries.push(entry('user.unblock', {}));
        return entries;
      };
      // Blocking a blocked account keeps its first date; unblocking an active one changes nothing.
      if (body.blocked !== undefined) {
        const current = await repository.userById(userId);
        if (!current) throw new AppError('not_found');
        if (body.blocked && current.blockedAt === null) change.blockedAt = now();
        if (!body.blocked && current.blockedAt !== null) change.blockedAt = null;
      }
      const result = await repository.changeUser(userId, change, audit);
      if (result === 'not_found') throw new AppError('not_found');
      if (result === 'last_admin') throw new AppError('last_admin');
      return toAdminUser(result);
    },

    async stations(query: z.output<typeof AdminStationQuerySchema>): Promise<AdminStationPage> {
      const { items, total } = await repository.stations(query);
      return {
        items: items.map((row) => ({
          id: row.id,
          title: row.title,
          brand: row.brand,
          city: row.city,
          postcode: row.postcode,
          active: row.active,
          partner_id: row.partnerId,
          partner_email: row.partnerEmail,
        })),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
