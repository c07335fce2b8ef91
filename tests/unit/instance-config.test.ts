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

  it('turns the shared cache handlers on only with REDIS_URL', () => {
    expect(instanceConfig({}, 'phase-production-server').cacheHandlers).toBeUndefined();
    expect(instanceConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'phase-production-server').cacheHandlers).toBeDefined();
  });
});
