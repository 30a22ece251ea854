import type { ManagerNotificationKind } from '@fuellinq/domain/notifications/notification-kinds';
import type { Database } from '../../db/database.ts';
import { notifyOrgManagers, notifyUser } from '../notifications/notify.service.ts';

export interface Notice {
  title: string;
  body: string;
  link: string;
}

/**
 * The one place this module tells people something (issue 24 §6), in the transaction of the change: the
 * organisation's managers of a decline, a flag or a request for more room (each as they chose per kind).
 */
export async function tellManagers(
  tx: Database,
  orgId: string,
  kind: Extract<ManagerNotificationKind, 'refuel_declined' | 'flag' | 'room_request'>,
  notice: Notice,
): Promise<void> {
  await notifyOrgManagers(tx, orgId, kind, notice);
}

/** Tells a driver the answer to their request for more room. */
export async function tellDriver(tx: Database, userId: string, orgId: string, notice: Notice): Promise<void> {
  await notifyUser(tx, userId, { kind: 'room_request_answer', orgId, ...notice });
}
