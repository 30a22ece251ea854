import { defineEndpoint } from '../api/endpoint.ts';
import { OrgParamsSchema } from '../orgs/org.contract.ts';
import {
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationParamsSchema,
  NotificationPreferencesSchema,
  UnreadCountSchema,
  UpdateNotificationPreferencesSchema,
} from './notification.contract.ts';

const tags = ['notifications'];

/** The signed-in person's notifications, and a manager's delivery per kind (issue 24 §6). */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    tags,
    summary: 'Mijn meldingen, nieuwste eerst',
    query: NotificationListQuerySchema,
    answers: { 200: NotificationListSchema },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    tags,
    summary: 'Aantal ongelezen meldingen (voor de bel in de kop)',
    answers: { 200: UnreadCountSchema },
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    tags,
    summary: 'Eén melding als gelezen markeren',
    params: NotificationParamsSchema,
    answers: { 204: 'empty' },
  }),
  readAll: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    tags,
    summary: 'Alle meldingen als gelezen markeren',
    answers: { 204: 'empty' },
  }),
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/notification-preferences',
    tags,
    summary:
      'Hoe ik per soort melding over deze organisatie hoor: direct, dagelijks of uit (eigenaar, wagenparkbeheerder)',
    params: OrgParamsSchema,
    answers: { 200: NotificationPreferencesSchema },
  }),
  updatePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/notification-preferences',
    tags,
    summary: 'Per soort melding kiezen: direct, dagelijks of uit (eigenaar, wagenparkbeheerder)',
    params: OrgParamsSchema,
    body: UpdateNotificationPreferencesSchema,
    answers: { 200: NotificationPreferencesSchema },
  }),
};
