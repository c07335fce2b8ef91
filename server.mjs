#!/usr/bin/env node
// The site's production server: Next.js's own request handler, with every page's framework scripts
// requested after its first paint (lib/server/defer-page-scripts.mjs, decision 0012). `npm start`
// and `npm run serve` run it from the project; the build copies it into .next/standalone, where it
// replaces Next's server.js. Takes `-p PORT` and `-H HOST` as `next start` does (PORT, default 3000;
// every address); in .next/standalone the HOSTNAME variable too, as Next's server.js there does.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import next from 'next';
import { deferPageScripts } from './lib/server/defer-page-scripts.mjs';

const dir = import.meta.dirname;
process.env.NODE_ENV = 'production';

// A standalone folder has no next.config: its settings were written at build time, and Next reads
// them from this variable (as the server.js it generates does).
const serverFiles = join(dir, '.next', 'required-server-files.json');
const standalone = !existsSync(join(dir, 'next.config.mjs')) && existsSync(serverFiles);
let conf;
if (standalone) {
  conf = JSON.parse(readFileSync(serverFiles, 'utf8')).config;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
}
// Paths in the site (DATA_DIR's default `data`, the fonts of the preview images) are relative to the
// folder it runs from, wherever it was started (Next's standalone server.js moves there too).
process.chdir(dir);

const { values: args } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(args.port ?? process.env.PORT) || 3000;
// Outside standalone, HOSTNAME is often the shell's or the container's own name: not an address to bind.
const hostname = args.hostname ?? (standalone ? process.env.HOSTNAME : undefined) ?? '0.0.0.0';

// Next is told `localhost`, whatever address the server listens on: given one specific address it
// treats the locale rewrite of / as external, and the rewrite loops (README, Deployment).
const app = next({ dev: false, dir, hostname: 'localhost', port, ...(conf ? { conf } : {}) });
const handle = app.getRequestHandler();
// A server that cannot start says why and stops with 1, as `next start` does. (Once prepared, Next
// logs uncaught errors and goes on, so a failed listen must be caught here too.)
const fail = (error) => {
  console.error('The server could not start:', error);
  process.exit(1);
};
await app.prepare().catch(fail);

const server = createServer((req, res) => {
  deferPageScripts(req, res);
  handle(req, res);
});
// As Next's standalone server.js: longer than a load balancer's idle timeout, or it drops requests.
const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
if (Number.isFinite(keepAlive) && keepAlive >= 0) server.keepAliveTimeout = keepAlive;
server.on('error', fail);
server.listen(port, hostname, () => console.log(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));

// A stop finishes the requests under way, then lets Next finish its own work (a revalidation, a
// cache write) before the process ends.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 30_000).unref();
  });
}
