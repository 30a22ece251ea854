import { randomBytes, randomUUID } from 'node:crypto';
import { formatPricePerLitre, fuelLabels } from '@fuellinq/domain';
import type { FuelType } from '@fuellinq/domain/fuel/fuel-types';
import {
  type CreatePriceAlert,
  MAX_PRICE_ALERTS_PER_USER,
  type PriceAlertChannel,
  type PriceAlertDto,
  type UpdatePriceAlertInput,
} from '@fuellinq/domain/notifications/price-alert.contract';
import { type Database, inTransaction } from '../../db/database.ts';
import type { priceAlertDeliveries } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { notifyUser, notifyUsersInApp } from '../notifications/notify.service.ts';
import type { StationPriceChange } from '../stations/stations.service.ts';
import {
  clearAlertStates,
  countAlerts,
  type CrossedAlert,
  deleteAlert,
  type EvaluatedChange,
  findAlert,
  insertAlert,
  insertDeliveries,
  insertJobs,
  listAlerts,
  loudPricesSince,
  markCrossings,
  pauseByToken,
  type PriceAlertWithStation,
  pushesSince,
  rearmAbove,
  stationExists,
  updateAlert,
} from './price-alerts.repository.ts';

// Price alerts (issue 28 §4, docs/decisions/027-price-alerts.md): a driver's alerts, and what one batch of
// price changes fires. Each alert fires once per crossing (above its maximum → at or under it); the limits
// below keep push and e-mail welcome, and whatever they hold back goes to the in-app list instead.

/** Pushes a driver gets in any 24 hours, across all their alerts. */
export const PUSHES_PER_DAY = 3;
/** The least time between two pushes to one driver. */
export const PUSH_SPACING_MS = 2 * 3600_000;
/** After a push or e-mail about a station and fuel, its next one stays in the app for this long, unless lower. */
export const QUIET_MS = 12 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Evaluates one batch of price changes against the alerts (a transaction job, keyed per batch). */
export const EVALUATE_JOB = 'price-alerts.evaluate';
/** Sends one firing's push (a lease job: it talks to the push service). */
export const PUSH_JOB = 'price-alerts.push';
/** Sends one firing's e-mail, with its unsubscribe link (a lease job, the outbox). */
export const MAIL_JOB = 'price-alerts.mail';

const alertNotFound = () => new AppError('not_found', { message: 'Dit prijsalarm bestaat niet.' });

function toDto(row: PriceAlertWithStation): PriceAlertDto {
  return {
    id: row.id,
    kind: row.stationId ? 'station' : 'area',
    station: row.stationId
      ? { id: row.stationId, title: row.stationTitle ?? 'Station', city: row.stationCity }
      : null,
    lat: row.lat,
    lng: row.lng,
    radius_km: row.radiusKm,
    fuel_type: row.fuelType as FuelType,
    max_price_eur_l: row.maxPriceTenths / 1000,
    channels: row.channels as PriceAlertChannel[],
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
  };
}

const tenthsOf = (eur: number) => Math.round(eur * 1000);

export async function listPriceAlerts(db: Database, userId: string): Promise<PriceAlertDto[]> {
  return (await listAlerts(db, userId)).map(toDto);
}

export async function createPriceAlert(db: Database, userId: string, body: CreatePriceAlert, now: Date) {
  return inTransaction(db, async (tx) => {
    if ((await countAlerts(tx, userId)) >= MAX_PRICE_ALERTS_PER_USER) {
      throw new AppError('conflict', {
        message: `Je hebt al ${MAX_PRICE_ALERTS_PER_USER} prijsalarmen. Verwijder er een om een nieuwe te zetten.`,
      });
    }
    if (body.station_id && !(await stationExists(tx, body.station_id))) {
      throw fieldError('station_id', 'not_found', 'Dit station bestaat niet.');
    }
    const id = await insertAlert(tx, {
      userId,
      stationId: body.station_id ?? null,
      lat: body.station_id ? null : body.lat!,
      lng: body.station_id ? null : body.lng!,
      radiusKm: body.station_id ? null : body.radius_km!,
      fuelType: body.fuel_type,
      maxPriceTenths: tenthsOf(body.max_price_eur_l),
      channels: body.channels,
      unsubscribeToken: randomBytes(24).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    });
    return toDto((await findAlert(tx, userId, id))!);
  });
}

export async function updatePriceAlert(
  db: Database,
  userId: string,
  id: string,
  body: Omit<UpdatePriceAlertInput, 'fuel_type' | 'max_price_eur_l' | 'channels'> & {
    fuel_type?: FuelType | undefined;
    max_price_eur_l?: number | undefined;
    channels?: PriceAlertChannel[] | undefined;
  },
  now: Date,
) {
  return inTransaction(db, async (tx) => {
    const alert = await findAlert(tx, userId, id);
    if (!alert) throw alertNotFound();
    const area = body.lat !== undefined || body.lng !== undefined || body.radius_km !== undefined;
    if (area && alert.stationId) {
      throw fieldError(
        body.radius_km !== undefined ? 'radius_km' : body.lat !== undefined ? 'lat' : 'lng',
        'validation_error',
        'Een stationsalarm heeft geen gebied: zet een nieuw alarm voor een gebied.',
      );
    }
    const maxPriceTenths = body.max_price_eur_l === undefined ? undefined : tenthsOf(body.max_price_eur_l);
    await updateAlert(tx, userId, id, {
      ...(body.lat === undefined ? {} : { lat: body.lat }),
      ...(body.lng === undefined ? {} : { lng: body.lng }),
      ...(body.radius_km === undefined ? {} : { radiusKm: body.radius_km }),
      ...(body.fuel_type === undefined ? {} : { fuelType: body.fuel_type }),
      ...(maxPriceTenths === undefined ? {} : { maxPriceTenths }),
      ...(body.channels === undefined ? {} : { channels: body.channels }),
      ...(body.paused === undefined ? {} : { paused: body.paused }),
      updatedAt: now,
    });
    // A new target is a new alert: the next price seen under it fires, wherever the old one stood.
    const retargeted =
      (body.lat !== undefined && body.lat !== alert.lat) ||
      (body.lng !== undefined && body.lng !== alert.lng) ||
      (body.radius_km !== undefined && body.radius_km !== alert.radiusKm) ||
      (body.fuel_type !== undefined && body.fuel_type !== alert.fuelType) ||
      (maxPriceTenths !== undefined && maxPriceTenths !== alert.maxPriceTenths);
    if (retargeted) await clearAlertStates(tx, id);
    return toDto((await findAlert(tx, userId, id))!);
  });
}

export async function deletePriceAlert(db: Database, userId: string, id: string) {
  if (!(await deleteAlert(db, userId, id))) throw alertNotFound();
}

/** The unsubscribe link: pauses its alert (no session: the token is the secret). False for an unknown token. */
export async function unsubscribe(db: Database, token: string, now: Date): Promise<boolean> {
  return Boolean(await pauseByToken(db, token, now));
}

/** The job payload of one batch of changes: the last price per station and fuel. */
export function evaluationPayload(changes: StationPriceChange[]): { changes: EvaluatedChange[] } {
  const last = new Map<string, EvaluatedChange>();
  for (const change of changes) {
    last.set(`${change.stationId}:${change.fuelType}`, {
      station_id: change.stationId,
      fuel_type: change.fuelType,
      price_tenths: change.priceTenths,
    });
  }
  return { changes: [...last.values()] };
}

export interface PushJobPayload extends Record<string, unknown> {
  userId: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  /** Put in the app when the push reaches no device (not in the app already). */
  fallbackToApp: boolean;
}

export interface MailJobPayload extends Record<string, unknown> {
  userId: string;
  subject: string;
  text: string;
  unsubscribeToken: string;
}

function message(crossing: CrossedAlert) {
  const fuel = fuelLabels[crossing.fuel_type as FuelType] ?? crossing.fuel_type;
  const price = formatPricePerLitre(crossing.price_tenths);
  return {
    title: `Prijsalarm: ${fuel} ${price} bij ${crossing.station_title}`,
    body: `${fuel} kost nu ${price} per liter bij ${crossing.station_title} (je alarm: ${formatPricePerLitre(crossing.max_price_tenths)} of minder).`,
    link: `/station/${crossing.station_id}`,
  };
}

/**
 * What one batch of price changes fires, in the job's transaction: the alerts above their maximum are
 * re-armed, the crossings marked (so a retry or a second runner never fires them twice), and each driver is
 * told once per station and fuel, by the channels of their alerts that the limits allow; the rest goes to
 * the in-app list. Push and e-mail are jobs of their own, keyed per firing, enqueued in this transaction.
 * A fixed number of statements however many alerts cross: a price change can cross thousands.
 */
export async function evaluateChanges(tx: Database, changes: EvaluatedChange[], now: Date): Promise<number> {
  if (changes.length === 0) return 0;
  await rearmAbove(tx, changes, now);
  const crossings = await markCrossings(tx, changes, now);
  if (crossings.length === 0) return 0;
  // One notice per driver, station and fuel: two alerts that cover it (the station's and an area's) share it.
  const groups = new Map<string, CrossedAlert[]>();
  for (const crossing of crossings) {
    const key = `${crossing.user_id}:${crossing.station_id}:${crossing.fuel_type}`;
    groups.set(key, [...(groups.get(key) ?? []), crossing]);
  }
  const userIds = [...new Set(crossings.map((crossing) => crossing.user_id))];
  const stationIds = [...new Set(crossings.map((crossing) => crossing.station_id))];
  const pushes = await pushesSince(tx, userIds, new Date(now.getTime() - DAY_MS));
  const loud = await loudPricesSince(tx, userIds, stationIds, new Date(now.getTime() - QUIET_MS));

  const deliveries: (typeof priceAlertDeliveries.$inferInsert)[] = [];
  const inApp: Parameters<typeof notifyUsersInApp>[1] = [];
  const queued: Parameters<typeof insertJobs>[1] = [];
  for (const [key, group] of groups) {
    const first = group[0]!;
    const channels = new Set(group.flatMap((crossing) => crossing.channels));
    const pushed = pushes.get(first.user_id) ?? { count: 0, last: null };
    const quietPrice = loud.get(key);
    const quiet = quietPrice !== undefined && first.price_tenths >= quietPrice;
    const push =
      channels.has('push') &&
      !quiet &&
      pushed.count < PUSHES_PER_DAY &&
      (!pushed.last || now.getTime() - pushed.last.getTime() >= PUSH_SPACING_MS);
    const email = channels.has('email') && !quiet;
    const held = (channels.has('push') && !push) || (channels.has('email') && !email);
    const app = channels.has('app') || held;
    // The same driver's next station in this batch counts this push.
    if (push) pushes.set(first.user_id, { count: pushed.count + 1, last: now });
    const id = randomUUID();
    deliveries.push({
      id,
      userId: first.user_id,
      alertId: first.alert_id,
      stationId: first.station_id,
      fuelType: first.fuel_type,
      priceTenths: first.price_tenths,
      pushed: push,
      interrupted: push || email,
      held,
      firedAt: now,
    });
    const text = message(first);
    if (app) inApp.push({ userId: first.user_id, input: { kind: 'price_alert', ...text } });
    if (push) {
      const payload: PushJobPayload = {
        userId: first.user_id,
        title: text.title,
        body: text.body,
        url: text.link,
        tag: `price-alert:${first.station_id}:${first.fuel_type}`,
        fallbackToApp: !app,
      };
      queued.push({ kind: PUSH_JOB, key: `${PUSH_JOB}:${id}`, payload, maxAttempts: 3, runAt: now });
    }
    if (email) {
      const mailer = group.find((crossing) => crossing.channels.includes('email'))!;
      const payload: MailJobPayload = {
        userId: first.user_id,
        subject: text.title,
        text: `${text.body}\n\nBekijk het station: {publicUrl}${text.link}`,
        unsubscribeToken: mailer.unsubscribe_token,
      };
      queued.push({ kind: MAIL_JOB, key: `${MAIL_JOB}:${id}`, payload, maxAttempts: 8, runAt: now });
    }
  }
  await insertDeliveries(tx, deliveries);
  await notifyUsersInApp(tx, inApp);
  await insertJobs(tx, queued);
  return groups.size;
}

/** A push that reached no device still reaches the driver: in the app. */
export async function pushFallback(db: Database, payload: PushJobPayload) {
  await notifyUser(db, payload.userId, {
    kind: 'price_alert',
    title: payload.title,
    body: payload.body,
    link: payload.url,
    mail: false,
  });
}
