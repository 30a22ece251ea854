import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BufferPool } from './buffer-pool.ts';

describe('the buffer pool', () => {
  it('lends memory again only once it is given back', () => {
    const pool = new BufferPool({ capacity: 1024 });
    const first = pool.take(100);
    const second = pool.take(200);
    expect(first.length).toBeGreaterThanOrEqual(100);
    expect(second.length).toBeGreaterThanOrEqual(200);
    expect(second.buffer).not.toBe(first.buffer);
    pool.give(first.subarray(0, 10));
    const third = pool.take(300);
    expect(third.buffer).toBe(first.buffer);
    expect(third.buffer).not.toBe(second.buffer);
  });

  it('takes the same memory back only once, and nothing it did not lend', () => {
    const pool = new BufferPool({ capacity: 1024 });
    const lent = pool.take(10);
    pool.give(lent);
    pool.give(lent);
    pool.give(Buffer.alloc(1024));
    const a = pool.take(10);
    const b = pool.take(10);
    expect(a.buffer).toBe(lent.buffer);
    expect(b.buffer).not.toBe(lent.buffer);
  });

  it('makes answers larger than its pieces on their own, and keeps at most `keep` pieces', () => {
    const pool = new BufferPool({ capacity: 64, keep: 1 });
    const large = pool.take(100);
    expect(large).toHaveLength(100);
    pool.give(large);
    expect(pool.take(10).buffer).not.toBe(large.buffer);
    const [a, b] = [pool.take(10), pool.take(10)];
    pool.give(a);
    pool.give(b);
    expect(pool.take(10).buffer).toBe(a.buffer);
    expect(pool.take(10).buffer).not.toBe(b.buffer);
  });
});

describe('an answer sent from the pool', () => {
  it('goes back to the pool only after the response has closed, whole', async () => {
    // Larger than the socket's buffers: the client's pause keeps part of it in the server's hands.
    const size = 32 * 2 ** 20;
    const pool = new BufferPool({ capacity: size });
    const app = Fastify();
    let sent: Buffer | undefined;
    app.get('/answer', async (_request, reply) => {
      sent = pool.take(size);
      for (let i = 0; i < size; i += 1) sent[i] = i % 251;
      pool.giveAfter(reply, sent);
      return reply.type('application/octet-stream').send(sent);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const response = await new Promise<http.IncomingMessage>((resolve) =>
        http.get({ port, host: '127.0.0.1', path: '/answer' }, resolve),
      );
      response.pause();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Still being written: lending its memory now would change what the client reads.
      const meanwhile = pool.take(size);
      // (Compared as a yes or no: a failing match would print 32 MB.)
      expect(meanwhile.buffer === sent!.buffer).toBe(false);
      meanwhile.fill(0);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.resume();
      await new Promise((resolve) => response.on('end', resolve));
      const expected = Buffer.alloc(size);
      for (let i = 0; i < size; i += 1) expected[i] = i % 251;
      expect(Buffer.concat(chunks).equals(expected)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(pool.take(size).buffer === sent!.buffer).toBe(true);
    } finally {
      await app.close();
    }
  });
});
