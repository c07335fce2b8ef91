/**
 * Test helpers: a node:http adapter for the framework-free handlers, and throwaway databases
 * (a temporary SQLite file, or a uniquely named PostgreSQL database that is dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database, DatabaseConfig } from '@/lib/db';
import { openInstituteDatabase } from '@/lib/institute/embedded/database';

export interface Served {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** How many requests reached the server. */
  requests: () => number;
  close: () => Promise<void>;
}

/** Starts a server on 127.0.0.1 and a random port; `listener` sees every request. */
export async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<Served> {
  let count = 0;
  const server = createServer((req, res) => {
    count += 1;
    listener(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves a `(Request) => Promise<Response>` handler over node:http. */
export function serve(handler: (request: Request) => Promise<Response>): Promise<Served> {
  return listen(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    }
    const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    const response = await handler(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
}

export interface TestDatabase {
  db: Database;
  config: DatabaseConfig;
  /** Closes the database and deletes it. */
  drop: () => Promise<void>;
}

export function sqliteConfig(): { config: DatabaseConfig; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'institute-test-'));
  return { config: { kind: 'sqlite', path: join(dir, 'institute.db') }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Where the PostgreSQL tests connect: TEST_POSTGRES_URL, or postgres@127.0.0.1:5432 (trust auth). */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL suites run unless SKIP_POSTGRES_TESTS=1: a missing server fails them rather
 * than skipping them silently.
 */
export const describePostgres = process.env.SKIP_POSTGRES_TESTS === '1' ? describe.skip : describe;

/** The same for the Redis suites (the Redis at 127.0.0.1:6379, or redis-server): SKIP_REDIS_TESTS=1 skips them. */
export const describeRedis = process.env.SKIP_REDIS_TESTS === '1' ? describe.skip : describe;

export async function postgresConfig(): Promise<{ config: DatabaseConfig; cleanup: () => Promise<void> }> {
  const name = `institute_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.href },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A migrated database of `kind`, seeded with the demo content unless `seed` is false. */
export async function testDatabase(kind: 'sqlite' | 'postgres', options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const { config, cleanup } = kind === 'sqlite' ? sqliteConfig() : await postgresConfig();
  try {
    const db = await openInstituteDatabase(config, { seed: options.seed ?? true });
    return {
      db,
      config,
      drop: async () => {
        await db.close();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export const DIALECTS = ['sqlite', 'postgres'] as const;
