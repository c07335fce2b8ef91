import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { spawnSite } from '../../scripts/site-server.mjs';

/**
 * A setting the site cannot use stops the production server when it starts, naming the setting
 * (instrumentation.ts): not a site that runs and answers every form post with a 500. A server
 * start, not a page: no browser.
 */
test('the server refuses to start with a setting it cannot use, and says which', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'settings-'));
  try {
    const server = await spawnSite({
      port: 3219,
      name: 'the server with bad settings',
      env: { DATA_DIR: dataDir, TRUSTED_PROXY: 'all of them', HUMAN_CHECK_SECRET: 'short' },
    });
    const timer = setTimeout(() => void server.stop('SIGKILL'), 25_000);
    const code = await server.exited;
    clearTimeout(timer);
    expect(code, server.log()).toBe(1);
    expect(server.log()).toContain('TRUSTED_PROXY must be a whole number');
    expect(server.log()).toContain('HUMAN_CHECK_SECRET must be at least 32 characters');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
