import type { FastifyReply } from 'fastify';

/**
 * Memory for answers copied together per request (the station feed, about 50 KB each): lent for one answer
 * and given back when its response has closed, so that a busy route does not make new memory for every
 * request. New memory outside the heap makes V8 collect the whole heap the more often the more of it is
 * made: at thousands of answers a second that cost more than the answers themselves (decision 021).
 */
export class BufferPool {
  private readonly free: ArrayBuffer[] = [];
  /** What is lent now: only these are taken back, and each only once. */
  private readonly lent = new WeakSet<ArrayBuffer>();
  private readonly capacity: number;
  private readonly keep: number;

  /** Pieces of `capacity` bytes, at most `keep` of them kept while unused. */
  constructor(options: { capacity?: number; keep?: number } = {}) {
    this.capacity = options.capacity ?? 64 * 1024;
    this.keep = options.keep ?? 256;
  }

  /** A buffer of `length` bytes whose contents are undefined (pooled if it fits in a piece). */
  take(length: number): Buffer {
    if (length > this.capacity) return Buffer.allocUnsafeSlow(length);
    const memory = this.free.pop() ?? new ArrayBuffer(this.capacity);
    this.lent.add(memory);
    return Buffer.from(memory, 0, length);
  }

  /**
   * Takes the memory of a buffer from `take` (or of a part of it) back, once nothing reads it any more.
   * Anything else, or the same memory a second time, is left alone.
   */
  give(buffer: Uint8Array): void {
    const memory = buffer.buffer as ArrayBuffer;
    if (!this.lent.delete(memory)) return;
    if (this.free.length < this.keep) this.free.push(memory);
  }

  /**
   * Gives the answer's memory back when the response has closed: sent (handed to the operating system) or
   * cut off. Until then the socket may still be writing it.
   */
  giveAfter(reply: FastifyReply, buffer: Uint8Array): void {
    reply.raw.once('close', () => this.give(buffer));
  }
}
