// Finds nginx for the crowd drill (scripts/crowd-drill.mjs), installing Debian's package when it is
// missing and we are root, as ensure-chromium.mjs does for Chromium. nginx-light is enough (proxy,
// cache, gzip, map); the brotli module is not needed: the drill drops the brotli lines.
// Run alone (`node scripts/ensure-nginx.mjs`) it exits 0 with nginx present, 3 without it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].filter(Boolean);

const found = () => CANDIDATES.find((path) => existsSync(path)) ?? null;

/** The path of an nginx binary, installed with apt-get if need be; null (with the reason printed) when there is none. */
export function ensureNginx() {
  const present = found();
  if (present) return present;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('nginx was not found. Install Debian\'s package (sudo apt-get install -y nginx-light) or set NGINX_PATH.');
    return null;
  }
  console.log('nginx is missing: installing Debian\'s nginx-light package…');
  // No service is started by the package where a policy-rc.d forbids it (containers); where one is
  // started, it listens on port 80 only and the drill does not use it.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  const install = (name) => run(['install', '-y', '--no-install-recommends', name]);
  if (!run(['update']) || !(install('nginx-light') || install('nginx'))) {
    console.error('Installing nginx with apt-get failed; see the messages above.');
    return null;
  }
  return found();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = ensureNginx();
  if (path) console.log(`nginx: ${path}`);
  process.exit(path ? 0 : 3);
}
