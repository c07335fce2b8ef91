#!/usr/bin/env node
// Makes sure Debian's Chromium is present for the end-to-end tests and Lighthouse.
// Installs it with apt when missing and we are root; otherwise explains how to get it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Chromium was not found at ${CHROMIUM}.\n` +
      'Install Debian\'s package and run the tests again:\n  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium binary.',
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian\'s chromium package…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
if (!run(['update']) || !run(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-core'])) {
  console.error('Installing chromium with apt-get failed; see the messages above.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`Chromium installed at ${CHROMIUM}.`);
