import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { instanceConfig } from '@/lib/deploy/instance-config.mjs';

describe('instanceConfig', () => {
  const start = process.cwd();
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'instance-config-'));
    mkdirSync(join(dir, '.next'));
    writeFileSync(join(dir, '.next', 'BUILD_ID'), 'built-at-abc123\n');
    process.chdir(dir);
  });

  afterEach(() => {
    process.chdir(start);
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves with the deployment id of the build in .next, whatever is checked out now', () => {
    expect(instanceConfig({}, 'phase-production-server').deploymentId).toBe('built-at-abc123');
  });

  it('builds with BUILD_ID when it is set, and names the deployment after it', async () => {
    const config = instanceConfig({ BUILD_ID: 'release-7' }, 'phase-production-build');
    expect(config.deploymentId).toBe('release-7');
    await expect(config.generateBuildId!()).resolves.toBe('release-7');
  });

  it('lets DEPLOYMENT_ID name the deployment', () => {
    expect(instanceConfig({ DEPLOYMENT_ID: 'blue' }, 'phase-production-server').deploymentId).toBe('blue');
  });

  it('configures the same cache handlers whatever the environment: they choose when the server starts', () => {
    const plain = instanceConfig({}, 'phase-production-build');
    const withRedis = instanceConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'phase-production-build');
    expect(plain.cacheHandlers).toEqual(withRedis.cacheHandlers);
    expect(plain.cacheHandler).toBe(withRedis.cacheHandler);
    expect(plain.cacheHandler).toMatch(/page-cache-handler\.mjs$/);
  });
});

describe('the cache handlers chosen at start-up', () => {
  // As the server loads them: plain ES modules, in a process of their own with the environment it starts with.
  const chosen = (env: Record<string, string>) =>
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const page = (await import('./lib/deploy/page-cache-handler.mjs')).default;
         const data = (await import('./lib/deploy/cache-handler.mjs')).default;
         const shared = (await import('./lib/deploy/redis-cache-handler.mjs')).default;
         console.log(JSON.stringify({ page: page.name, shared: data === shared }));
         process.exit(0);`,
      ],
      { env: { ...process.env, ...env }, encoding: 'utf8' },
    );

  it("are Next's own without REDIS_URL", () => {
    expect(JSON.parse(chosen({ REDIS_URL: '' }))).toEqual({ page: 'FileSystemCache', shared: false });
  });

  it('share through Redis with REDIS_URL (they connect lazily: no Redis is needed to choose)', () => {
    expect(JSON.parse(chosen({ REDIS_URL: 'redis://127.0.0.1:1' }))).toEqual({ page: 'RedisPageCacheHandler', shared: true });
  });
});
