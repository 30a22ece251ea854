import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A push service stand-in (issue 28's proof): it takes what web-push sends as a browser's push service would
// (RFC 8030), checks the VAPID Authorization header (RFC 8292: an ES256 JWT for this origin, not expired,
// signed by the key the subscription was made with) and decrypts the body as the browser would (RFC 8291
// with RFC 8188's aes128gcm), with the key pair and auth secret of a subscriber the test made. So a test
// reads exactly what the service worker would get in its push event.

export interface PushSubscriber {
  id: string;
  /** What the browser's `PushSubscription.toJSON()` gives, to post to /api/push/subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string }; expirationTime: null };
}

export interface ReceivedPush {
  subscriberId: string;
  /** The decrypted payload, as the service worker's `event.data.text()` would read it. */
  text: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims and the key (k=) it was signed with. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
}

export interface Refusal {
  subscriberId: string | undefined;
  status: number;
  reason: string;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  authSecret: Buffer;
  /** The `applicationServerKey` the browser subscribed with: only pushes signed by it are taken. */
  serverKey: string;
  answer: number;
}

export interface PushServiceStandIn {
  url: string;
  /** A browser subscribing with this VAPID public key (the server's `public_key`). */
  subscribe(serverKey: string): PushSubscriber;
  /** From now on, answer this status to pushes for the subscriber (201 by default; 404, 410, 500 …). */
  answerWith(subscriberId: string, status: number): void;
  received: ReceivedPush[];
  refused: Refusal[];
  close(): Promise<void>;
}

const b64 = (value: string) => Buffer.from(value, 'base64url');

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 §3.4 and RFC 8188 §2: the aes128gcm body decrypted with the subscriber's private key. */
export function decryptAes128gcm(
  body: Buffer,
  subscriber: Pick<Subscriber, 'ecdh' | 'publicKey' | 'authSecret'>,
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const content = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || recordSize < 18) throw new Error('not an aes128gcm push message');

  const sharedSecret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderKey]);
  const ikm = hkdf(subscriber.authSecret, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const baseNonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const records: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < content.length; offset += recordSize, sequence += 1) {
    const record = content.subarray(offset, Math.min(offset + recordSize, content.length));
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce, big-endian (a test's records fit in the last 4 bytes).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: a delimiter (2 in the last record, 1 before) followed by zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = offset + recordSize >= content.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    records.push(plain.subarray(0, end));
  }
  return Buffer.concat(records).toString('utf8');
}

/** RFC 8292: `vapid t=<jwt>, k=<key>`, the JWT signed ES256 by k, for this origin, expiring within a day. */
function checkVapid(header: string | undefined, origin: string, serverKey: string, nowSeconds: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { problem: 'no VAPID authorization' } as const;
  const [, token = '', key = ''] = match;
  const [head = '', payload = '', signature = ''] = token.split('.');
  const publicKey = b64(key);
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const header_ = JSON.parse(b64(head).toString('utf8')) as { alg?: string; typ?: string };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (header_.alg !== 'ES256' || !signed) return { problem: 'VAPID signature does not verify' } as const;
  const claims = JSON.parse(b64(payload).toString('utf8')) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) return { problem: `VAPID aud ${claims.aud} is not ${origin}` } as const;
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600))
    return { problem: 'VAPID token expired or valid too long' } as const;
  if (!/^(mailto:|https:)/.test(claims.sub)) return { problem: 'VAPID sub is no contact' } as const;
  // A push service takes only the key the subscription was made with.
  if (key !== serverKey) return { problem: 'VAPID key is not the subscription’s', status: 403 } as const;
  return { claims, key } as const;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refused: Refusal[] = [];
  let url = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const subscriber = id ? subscribers.get(id) : undefined;
      const refuse = (status: number, reason: string) => {
        refused.push({ subscriberId: id, status, reason });
        response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      };
      if (request.method !== 'POST' || !id || !subscriber) return refuse(404, 'no such subscription');
      if (subscriber.answer === 404 || subscriber.answer === 410)
        return refuse(subscriber.answer, 'subscription gone');
      const vapid = checkVapid(request.headers.authorization, url, subscriber.serverKey, Date.now() / 1000);
      if ('problem' in vapid) return refuse(vapid.status ?? 401, vapid.problem ?? 'unauthorized');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL header missing');
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      let text: string;
      try {
        text = decryptAes128gcm(body, subscriber);
      } catch (error) {
        return refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
      if (subscriber.answer >= 300) return refuse(subscriber.answer, 'push service trouble');
      received.push({
        subscriberId: id,
        text,
        ttl,
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        claims: vapid.claims,
        vapidKey: vapid.key,
      });
      response.writeHead(subscriber.answer, { location: `${url}/message/${randomUUID()}` }).end();
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    refused,
    subscribe(serverKey) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomUUID();
      subscribers.set(id, { ecdh, publicKey, authSecret, serverKey, answer: 201 });
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
          expirationTime: null,
        },
      };
    },
    answerWith(subscriberId, status) {
      const subscriber = subscribers.get(subscriberId);
      if (!subscriber) throw new Error(`no subscriber ${subscriberId}`);
      subscriber.answer = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
