import { Redis } from 'ioredis';

/**
 * The Redis server for tests: TEST_REDIS_URL, else redis://127.0.0.1:6379 when one answers there. Undefined
 * without one (tests of the Redis store are then skipped, and say so); with TEST_REDIS_URL set, an
 * unreachable server is an error, as TEST_DATABASE_URL is.
 */
export async function redisForTests(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch (error) {
    if (process.env.TEST_REDIS_URL)
      throw new Error(`TEST_REDIS_URL is set but unreachable`, { cause: error });
    return undefined;
  } finally {
    client.disconnect();
  }
}
