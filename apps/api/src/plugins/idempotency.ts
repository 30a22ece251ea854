import { createHash } from 'node:crypto';
import { balanceMessages, IdempotencyKeySchema } from '@fuellinq/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, fieldError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that moves money or points: an Idempotency-Key header makes a retry return the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Who the key belongs to when the caller is not a signed-in user (a partner's pump key). */
    idempotencyOwner?: string;
    idempotency?: { owner: string; key: string };
  }
}

/** A request still in progress after this long is taken to have died with its process. */
const ABANDONED_AFTER_MS = 60_000;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

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
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
    if (!parsed.success) {
      throw fieldError('Idempotency-Key', parsed.error.issues[0]?.message ?? 'Ongeldige Idempotency-Key.');
    }
    const owner = request.currentUser?.id ?? request.idempotencyOwner;
    if (!owner) return;
    const key = parsed.data;
    const requestHash = hashOf(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const now = app.now();

    // Take over a key whose request died in progress, then claim it.
    await app.db.delete(idempotencyKeys).where(
      and(
        eq(idempotencyKeys.userId, owner),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        eq(idempotencyKeys.requestHash, requestHash),
        // Only rows without an answer: a finished one is replayed below, however old.
        isNull(idempotencyKeys.statusCode),
      ),
    );
    const claimed = await app.db
      .insert(idempotencyKeys)
      .values({ userId: owner, key, route, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotency = { owner, key };
      return;
    }
    const [existing] = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, owner), eq(idempotencyKeys.key, key)));
    if (!existing) throw new AppError(409, 'idempotency_in_progress', balanceMessages.idempotencyInProgress);
    if (existing.requestHash !== requestHash) {
      throw new AppError(422, 'idempotency_key_reused', balanceMessages.idempotencyReused);
    }
    if (existing.statusCode === null) {
      throw new AppError(409, 'idempotency_in_progress', balanceMessages.idempotencyInProgress, {
        headers: { 'retry-after': '1' },
      });
    }
    return reply
      .status(existing.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(existing.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    const where = and(eq(idempotencyKeys.userId, claim.owner), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 200 && reply.statusCode < 300) {
      let response: unknown = null;
      if (typeof payload === 'string' && payload !== '') {
        try {
          response = JSON.parse(payload);
        } catch {
          response = payload;
        }
      }
      await app.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where);
    } else {
      await app.db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['auth'] });
