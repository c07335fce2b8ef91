// `npm start` (after its build) and `npm run serve`: the production server the build is made for,
// `.next/standalone/server.js` (`next start` warns that it does not serve a standalone build).
//
//   node scripts/serve.mjs [-p PORT] [-H HOSTNAME]     (or PORT=8080, HOSTNAME=localhost)
//
// The standalone server runs in its own folder; relative DATA_DIR and SQLITE_PATH are read from
// the folder this is started in (the project's `data/` by default), as `next start` read them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { answerBeforeNext } from '../lib/http/before-next.mjs';
import { createPageCache, pageCacheSeconds } from '../lib/http/page-cache.mjs';
import { saveDataImages } from '../lib/http/save-data.mjs';
import { standaloneServer } from './standalone.mjs';

// Started with an older Node (`node scripts/serve.mjs` on a machine's Node 20), the site cannot
// load node:sqlite and answers 500: go on with the project's pinned Node 24 instead.
const projectNode = resolve('node_modules', '.bin', 'node');
if (Number(process.versions.node.split('.')[0]) < 24 && existsSync(projectNode)) {
  const run = spawnSync(projectNode, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
if (values.port) process.env.PORT = values.port;
if (values.hostname) process.env.HOSTNAME = values.hostname;
process.env.DATA_DIR = resolve(process.env.DATA_DIR?.trim() || 'data');
if (process.env.SQLITE_PATH?.trim()) process.env.SQLITE_PATH = resolve(process.env.SQLITE_PATH);

const server = standaloneServer();
if (!existsSync(resolve('.next', 'standalone', '.next', 'static'))) {
  console.error('No production build to serve: run `npm run build` first (it also copies the static files in).');
  process.exit(1);
}
// TRACE, and any method but GET and HEAD on a static file, are answered here: Next.js answers them
// with a 500 before any of the site's code can run (lib/http/before-next.mjs). Its server is made
// with http.createServer (next/dist/server/lib/start-server.js); every other request goes to it.
const beforeNext = answerBeforeNext(dirname(server));
// A shared page Next has ready is answered from a copy kept for PAGE_CACHE_SECONDS (default 1; 0:
// none), at a static file's cost (lib/http/page-cache.mjs, decision 0017).
const seconds = pageCacheSeconds(process.env.PAGE_CACHE_SECONDS);
const pageCache = seconds > 0 ? createPageCache({ seconds }) : null;
// Images at half the width and a lower quality for a browser that asks to save data (lib/http/save-data.mjs).
const lightenImage = saveDataImages(dirname(server));
const createServer = http.createServer;
http.createServer = function createGuardedServer(...args) {
  const at = args.findLastIndex((arg) => typeof arg === 'function');
  if (at >= 0) {
    const next = args[at];
    args[at] = function guarded(request, response) {
      if (beforeNext(request, response) || pageCache?.handle(request, response)) return;
      lightenImage(request, response);
      return next.call(this, request, response);
    };
  }
  return createServer.apply(this, args);
};
// In this process: the server sets its own folder as the working directory and listens.
await import(server);
