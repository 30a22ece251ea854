import { createHash } from 'node:crypto';
import { balanceMessages, IdempotencyKeySchema } from '@fuellinq/domain';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, fieldError } from '../lib/app-error.ts';

/** An Idempotency-Key as a request claims it: whose, which key, and the route and body it came with. */
export interface IdempotencyClaim {
  owner: string;
  key: string;
  route: string;
  requestHash: string;
}

/** What the first request with a key answered, kept for its retries. */
export interface KeptAnswer {
  statusCode: number;
  response: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that moves money or points: an Idempotency-Key header makes a retry return the first answer.
     * `'in-transaction'`: the plugin checks the header and hands the claim over (`request.idempotency`); the
     * handler claims the key and keeps its answer inside its own transaction (`claimIdempotencyKey`,
     * `keepIdempotentAnswer`), so the claim, the work and the answer commit together.
     */
    idempotent?: boolean | 'in-transaction';
  }
  interface FastifyRequest {
    /** Who the key belongs to when the caller is not a signed-in user (a partner's pump key). */
    idempotencyOwner?: string;
    idempotency?: IdempotencyClaim;
  }
}

/** A request still in progress after this long is taken to have died with its process. */
const ABANDONED_AFTER_MS = 60_000;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

const keyOf = (claim: IdempotencyClaim) =>
  and(eq(idempotencyKeys.userId, claim.owner), eq(idempotencyKeys.key, claim.key));

/**
 * Claims the key in `db`: the database, or the caller's transaction (then the claim commits with the
 * caller's work, and a retry arriving meanwhile waits for that commit and gets the kept answer). Undefined
 * when this request may run; the kept answer when the key was answered before; 422 for the key with
 * another request; 409 while a first request with it is in progress. A claim left unanswered for a minute
 * (its process died) is taken over by a retry of the same request.
 */
export async function claimIdempotencyKey(
  db: Database,
  claim: IdempotencyClaim,
  now: Date,
): Promise<KeptAnswer | undefined> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      userId: claim.owner,
      key: claim.key,
      route: claim.route,
      requestHash: claim.requestHash,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { route: claim.route, createdAt: now },
      // Only a claim without an answer, of the same request, abandoned: a finished one is replayed below.
      setWhere: and(
        isNull(idempotencyKeys.statusCode),
        eq(idempotencyKeys.requestHash, sql`excluded.request_hash`),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    })
    .returning({ key: idempotencyKeys.key })
    .prepare('idempotency_claim')
    .execute();
  if (claimed.length > 0) return undefined;
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(keyOf(claim))
    .prepare('idempotency_existing')
    .execute();
  if (!existing) throw new AppError('idempotency_in_progress');
  if (existing.requestHash !== claim.requestHash) {
    throw new AppError('idempotency_key_reused');
  }
  if (existing.statusCode === null) {
    throw new AppError('idempotency_in_progress', {
      headers: { 'retry-after': '1' },
    });
  }
  return { statusCode: existing.statusCode, response: existing.response };
}

/** Keeps the answer of the request that claimed the key (in its transaction, or on its own after it). */
export async function keepIdempotentAnswer(db: Database, claim: IdempotencyClaim, answer: KeptAnswer) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.response })
    .where(keyOf(claim))
    .prepare('idempotency_keep_answer')
    .execute();
}

/** Gives a claimed key back after a failed request: a retry runs anew. */
export async function forgetIdempotencyKey(db: Database, claim: IdempotencyClaim) {
  await db.delete(idempotencyKeys).where(keyOf(claim));
}

/** Answers a retry with the first request's answer. */
export function sendKeptAnswer(reply: FastifyReply, kept: KeptAnswer) {
  return reply
    .status(kept.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(kept.response);
}

/**
 * Idempotency-Key on the routes that move money or points (`config.idempotent`). The first request with a
 * key runs and its 2xx answer is kept; a retry with the same key gets that answer back (header
 * `idempotent-replayed: true`) and moves nothing; the same key with another request is a 422; while the
 * first still runs, a retry is a 409. A failed first request (4xx, 5xx) keeps nothing, so a retry runs
 * anew. Business uniqueness backs this up where a crash could fall between the write and the answer (the
 * ledger books a reference once; a refuel start and a payment remember their key).
 */
async function idempotencyPlugin(app: FastifyInstance) {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const mode = request.routeOptions.config.idempotent;
    if (!mode) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
    if (!parsed.success) {
      throw fieldError(
        'Idempotency-Key',
        'validation_error',
        parsed.error.issues[0]?.message ?? balanceMessages.idempotencyKeyInvalid,
      );
    }
    const owner = request.currentUser?.id ?? request.idempotencyOwner;
    if (!owner) return;
    const claim: IdempotencyClaim = {
      owner,
      key: parsed.data,
      route: `${request.method} ${request.routeOptions.url ?? request.url}`,
      requestHash: hashOf(request),
    };
    if (mode === 'in-transaction') {
      request.idempotency = claim;
      return;
    }
    const kept = await claimIdempotencyKey(app.db, claim, app.now());
    if (kept) return sendKeptAnswer(reply, kept);
    request.idempotency = claim;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || request.routeOptions.config.idempotent === 'in-transaction') return payload;
    request.idempotency = undefined;
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      let response: unknown = null;
      if (typeof payload === 'string' && payload !== '') {
        try {
          response = JSON.parse(payload);
        } catch {
          response = payload;
        }
      }
      await keepIdempotentAnswer(app.db, claim, { statusCode: reply.statusCode, response });
    } else {
      await forgetIdempotencyKey(app.db, claim);
    }
    return payload;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] });
