import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, message } from '../lib/errors.ts';

/** How long a key and its answer are kept: a retry within this window gets the first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A reservation still without an answer after this long belongs to a request that died (the process
 * stopped between its commit and storing the answer): the next retry runs again. Longer than any
 * request can take (statement timeout 15 s, several statements).
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key reservation that its answer must settle. */
    idempotency: { accountId: string; key: string } | null;
  }
}

/**
 * What was asked, so the same key sent with another request is recognised: method, path and body.
 * Not the session's organization: creating an organization switches to it, and its retry must still
 * get the first answer.
 */
function fingerprint(request: FastifyRequest): string {
  const hash = createHash('sha256');
  hash.update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (Buffer.isBuffer(body)) hash.update(body);
  else hash.update(JSON.stringify(body ?? null));
  return hash.digest('hex');
}

/**
 * Idempotency-Key on every signed-in POST (Build item 3), once for all routes: a client that did not
 * hear the answer to a create can send it again with the same key and gets the first answer (status
 * and body, marked `Idempotent-Replayed: true`) instead of a second record.
 * - The key is reserved (a row, unique per account) before the handler runs; a second request with the
 *   key while the first runs gets 409 with Retry-After; after it, the stored answer.
 * - The same key with a different request (path or body) is refused with 422.
 * - Only successful (2xx) answers are kept: a failed request created nothing (its transaction rolled
 *   back), so the reservation is released and a retry runs again.
 * - Keys live 24 hours; older rows are pruned as requests come.
 * Public POSTs (sign-in, sign-up…) have no caller to scope a key to and ignore the header; answers
 * with a secret shown once (route config `secretAnswer`) are never stored and ignore it too. So do
 * reads sent as POST (access 'org': searches, the chart's print PDF): they make nothing a retry could
 * make twice, and their answer may be a file that a text column would not keep byte for byte.
 */
export function registerIdempotency(app: App, ctx: AppContext): void {
  app.decorateRequest('idempotency', null);
  let prunedAt = 0;

  const prune = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await ctx.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
  };

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const raw = request.headers[HEADER];
    const { access, secretAnswer } = request.routeOptions.config;
    if (raw === undefined || access === 'public' || access === 'org' || secretAnswer || !request.session) return;
    const key = Array.isArray(raw) ? raw.join(',') : raw;
    if (!KEY_PATTERN.test(key))
      throw new AppError('validation', [message('ERR_IDEMPOTENCY_KEY_INVALID', [], 'Idempotency-Key')]);
    const accountId = request.session.accountId;
    const print = fingerprint(request);
    await prune();

    for (let attempt = 0; attempt < 3; attempt++) {
      const reserved = await ctx.db
        .insert(idempotencyKeys)
        .values({ accountId, key, fingerprint: print })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (reserved.length > 0) {
        request.idempotency = { accountId, key };
        return;
      }
      const [found] = await ctx.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
      if (!found) continue; // released meanwhile: reserve again
      const age = Date.now() - found.createdAt.getTime();
      const abandoned = found.status === null && age > IDEMPOTENCY_LEASE_MS;
      if (age > IDEMPOTENCY_TTL_MS || abandoned) {
        await ctx.db
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.accountId, accountId),
              eq(idempotencyKeys.key, key),
              eq(idempotencyKeys.createdAt, found.createdAt),
            ),
          );
        continue;
      }
      if (found.fingerprint !== print) {
        throw new AppError('validation', [message('ERR_IDEMPOTENCY_KEY_REUSED', [], 'Idempotency-Key')]);
      }
      if (found.status === null) {
        throw new AppError('conflict', 'ERR_IDEMPOTENCY_IN_PROGRESS', { 'retry-after': '1' });
      }
      return reply
        .status(found.status)
        .header('content-type', found.contentType ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(found.body ?? '');
    }
    throw new AppError('conflict', 'ERR_IDEMPOTENCY_IN_PROGRESS', { 'retry-after': '1' });
  });

  // Settles the reservation before the answer leaves, so a retry that follows it finds the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const where = and(
      eq(idempotencyKeys.accountId, held.accountId),
      eq(idempotencyKeys.key, held.key),
      isNull(idempotencyKeys.status),
    );
    const storable = typeof payload === 'string' || Buffer.isBuffer(payload);
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && storable) {
        const contentType = reply.getHeader('content-type');
        await ctx.db
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: Buffer.isBuffer(payload) ? payload.toString('utf8') : (payload as string),
          })
          .where(where);
      } else {
        await ctx.db.delete(idempotencyKeys).where(where);
      }
    } catch (err) {
      // The database went away after the work was done: the reservation stays and a retry waits for
      // its lease to end. The answer still goes out.
      request.log.warn({ err }, 'idempotency: the answer could not be stored');
    }
    return payload;
  });
}
