/**
 * The 'use cache' handler shared through Redis (lib/deploy/redis-cache-handler.mjs), against the
 * Redis at 127.0.0.1:6379 under a prefix of its own.
 */
import { describeRedis } from './helpers';

type Entry = { value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number };
type Handler = {
  get(key: string, softTags: string[]): Promise<(Omit<Entry, 'value'> & { value: ReadableStream<Uint8Array> }) | undefined>;
  set(key: string, entry: Promise<Entry>): Promise<void>;
};

describeRedis('the shared data cache in Redis', () => {
  let handler: Handler;
  let redis: {
    status: string;
    once(event: 'ready', listener: () => void): void;
    set(key: string, value: Buffer): Promise<unknown>;
    del(...keys: string[]): Promise<unknown>;
    disconnect(): void;
  };
  let prefix: string;

  beforeAll(async () => {
    process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';
    process.env.REDIS_CACHE_PREFIX = `test:${process.pid}:${Date.now()}:`;
    // Plain JavaScript modules without declarations (Next loads them as they are): typed above.
    const load = (path: string) => import(path);
    handler = (await load('@/lib/deploy/redis-cache-handler.mjs')).default as Handler;
    ({ redis, PREFIX: prefix } = await load('@/lib/deploy/redis-tag-store.mjs'));
    // The store fails fast rather than queueing commands: wait for its connection.
    if (redis.status !== 'ready') await new Promise<void>((resolve) => redis.once('ready', resolve));
  });

  afterAll(async () => {
    await redis.del(`${prefix}kept`, `${prefix}broken`, `${prefix}foreign`);
    redis.disconnect();
  });

  it('gives back what it kept', async () => {
    const bytes = new TextEncoder().encode('{"notices":[]}');
    const value = new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(bytes), c.close()) });
    await handler.set('kept', Promise.resolve({ value, tags: ['institute'], stale: 60, timestamp: Date.now(), expire: 600, revalidate: 300 }));
    const entry = await handler.get('kept', []);
    expect(entry?.tags).toEqual(['institute']);
    expect(new TextDecoder().decode(await new Response(entry!.value).arrayBuffer())).toBe('{"notices":[]}');
  });

  it('answers a miss for an entry it cannot read, instead of failing the page', async () => {
    await redis.set(`${prefix}broken`, Buffer.from('{"tags":["institute"'));
    await expect(handler.get('broken', [])).resolves.toBeUndefined();
    await redis.set(`${prefix}foreign`, Buffer.from('{"version":2}\nbody'));
    await expect(handler.get('foreign', [])).resolves.toBeUndefined();
  });
});
