import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A setting the site cannot use stops the production server when it starts, naming the setting
 * (instrumentation.ts): not a site that runs and answers every form post with a 500.
 */
test('the server refuses to start with a setting it cannot use, and says which', async ({ isMobile }) => {
  test.skip(isMobile, 'a server start, not a page: once is enough');
  const dataDir = mkdtempSync(join(tmpdir(), 'settings-'));
  try {
    const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', '3219', '-H', 'localhost'], {
      env: { ...process.env, DATA_DIR: dataDir, TRUSTED_PROXY: 'all of them', HUMAN_CHECK_SECRET: 'short', PORT: '3219' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        resolve(null);
      }, 25_000);
      server.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code, output).toBe(1);
    expect(output).toContain('TRUSTED_PROXY must be a whole number');
    expect(output).toContain('HUMAN_CHECK_SECRET must be at least 32 characters');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
