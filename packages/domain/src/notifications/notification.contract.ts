import { z } from 'zod';
import {
  MANAGER_NOTIFICATION_KINDS,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
} from './notification-kinds.ts';

// The in-app notification list and each manager's choice per kind (issue 24 §6).

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  org_id: z.uuid().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationDto = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.array(NotificationSchema);

export const NotificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Kies een aantal van 1 tot en met 100.' })
    .int('Kies een aantal van 1 tot en met 100.')
    .min(1, 'Kies een aantal van 1 tot en met 100.')
    .max(100, 'Kies een aantal van 1 tot en met 100.')
    .default(50),
});

export const NotificationParamsSchema = z.object({ id: z.uuid('Ongeldig id.') });

export const UnreadCountSchema = z.object({ count: z.number().int() });

const DeliverySchema = z.enum(NOTIFICATION_DELIVERIES, {
  error: 'Kies per soort: direct, dagelijks of uit.',
});

/** Every manager kind with the caller's delivery (direct when never chosen). */
export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(MANAGER_NOTIFICATION_KINDS.map((kind) => [kind, DeliverySchema])) as Record<
    (typeof MANAGER_NOTIFICATION_KINDS)[number],
    typeof DeliverySchema
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Some or all kinds; a kind left out keeps its choice. */
export const UpdateNotificationPreferencesSchema = z.strictObject(
  NotificationPreferencesSchema.partial().shape,
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Onbekende soort melding.' : undefined),
  },
);
