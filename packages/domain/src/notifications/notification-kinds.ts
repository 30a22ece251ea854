// In-app notifications and their e-mail (issue 24 §6): what a manager is told about, and what a driver is
// told back. Each manager chooses per kind: at once (in the app and by e-mail), in a daily summary mail
// (in the app at once), or not at all.

export const NOTIFICATION_KINDS = [
  'refuel_declined',
  'flag',
  'room_request',
  'room_request_answer',
  'budget_80',
  'balance_low',
  'card_lost',
  'price_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds a manager of an organisation gets, and can choose a delivery for. */
export const MANAGER_NOTIFICATION_KINDS = [
  'refuel_declined',
  'flag',
  'room_request',
  'budget_80',
  'balance_low',
  'card_lost',
] as const satisfies readonly NotificationKind[];
export type ManagerNotificationKind = (typeof MANAGER_NOTIFICATION_KINDS)[number];

export const NOTIFICATION_DELIVERIES = ['direct', 'daily', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  refuel_declined: 'Geweigerde tankbeurt',
  flag: 'Gemarkeerde tankbeurt',
  room_request: 'Verzoek om meer ruimte',
  room_request_answer: 'Antwoord op je verzoek',
  budget_80: 'Budget voor 80 % gebruikt',
  balance_low: 'Saldo onder de drempel',
  card_lost: 'Pas als verloren gemeld',
  price_alert: 'Prijsalarm',
};

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  direct: 'Direct (in de app en per e-mail)',
  daily: 'Dagelijks overzicht per e-mail',
  off: 'Uit',
};
