import type { FastifyReply } from 'fastify';

/**
 * Memory for answers copied together per request (the station feed, about 50 KB each): lent for one answer
 * and given back when its response has closed, so that a busy route does not make new memory for every
 * request. New memory outside the heap makes V8 collect the whole heap the more often the more of it is
 * made: at thousands of answers a second that cost more than the answers themselves (decision 021).
 */
export class BufferPool {
  /** Pieces not lent, each as a buffer of its whole memory. */
  private readonly free: Buffer[] = [];
  /** What is lent now, by its memory: only these are taken back, and each only once. */
  private readonly lent = new WeakMap<ArrayBuffer, Buffer>();
  private readonly capacity: number;
  private readonly keep: number;

  /** Pieces of `capacity` bytes, at most `keep` of them kept while unused. */
  constructor(options: { capacity?: number; keep?: number } = {}) {
    this.capacity = options.capacity ?? 64 * 1024;
    this.keep = options.keep ?? 256;
  }

  /**
   * A buffer of at least `length` bytes whose contents are undefined: a whole piece if it fits in one, so
   * that the caller makes one view of it (`subarray`) for what it wrote.
   */
  take(length: number): Buffer {
    if (length > this.capacity) return Buffer.allocUnsafeSlow(length);
    const piece = this.free.pop() ?? Buffer.from(new ArrayBuffer(this.capacity));
    this.lent.set(piece.buffer as ArrayBuffer, piece);
    return piece;
  }

  /**
   * Takes the memory of a buffer from `take` (or of a part of it) back, once nothing reads it any more.
   * Anything else, or the same memory a second time, is left alone.
   */
  give(buffer: Uint8Array): void {
    const memory = buffer.buffer as ArrayBuffer;
    const piece = this.lent.get(memory);
    if (!piece) return;
    this.lent.delete(memory);
    if (this.free.length < this.keep) this.free.push(piece);
  }

  /**
   * Gives the answer's memory back when the response has closed: sent (handed to the operating system) or
   * cut off. Until then the socket may still be writing it.
   */
  giveAfter(reply: FastifyReply, buffer: Uint8Array): void {
    reply.raw.once('close', () => this.give(buffer));
  }
}
