// The crowd drill's nginx (scripts/crowd-drill.mjs): docs/deploy/nginx.conf as documented, but
// for what a test machine has not got or must not touch. Its `brotli` lines are dropped (Debian's
// nginx-light has no brotli module), plain HTTP on a free loopback port replaces the TLS front and
// the port-80 redirect, and the site's port, the compressor's socket and the cache live where the
// drill says. Each change must find its text: a documented file that drifts fails here, not by
// testing something else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DOCUMENTED_CONFIG = join('docs', 'deploy', 'nginx.conf');

/** Drops each directive that names brotli, to its closing semicolon (brotli_types spans lines). */
function withoutBrotli(text) {
  const kept = [];
  let dropping = false;
  for (const line of text.split('\n')) {
    const code = line.replace(/#.*$/, '');
    if (dropping) {
      dropping = !code.includes(';');
      continue;
    }
    if (/brotli/.test(line) && !line.trim().startsWith('#')) {
      dropping = !code.includes(';');
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`${DOCUMENTED_CONFIG} has changed: ${pattern} no longer matches`);
  return text.replace(pattern, replacement);
}

/**
 * The site's part of the configuration (what goes in the http block), for the drill.
 * @param {string} documented The text of docs/deploy/nginx.conf.
 * @param {{ port: number; sitePort: number; dir: string }} where
 */
export function siteConfigForTest(documented, { port, sitePort, dir }) {
  let text = withoutBrotli(documented);
  text = replaceOnce(text, /\nserver \{\n[^}]*return 301 https:[^}]*\}\n/, '\n');
  text = replaceOnce(text, /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  text = replaceOnce(text, /\n *listen \[::\]:443 ssl http2;/, '');
  text = replaceOnce(text, /(\n *ssl_[a-z_]+ [^;]*;)+/, '');
  text = replaceOnce(text, /127\.0\.0\.1:3000;/, `127.0.0.1:${sitePort};`);
  text = text.replaceAll('unix:/run/khulna-site-compressor.sock', `unix:${join(dir, 'compressor.sock')}`);
  text = replaceOnce(text, /\/var\/cache\/nginx\/khulna-site/, join(dir, 'cache'));
  return text;
}

/**
 * A whole nginx.conf around it: a non-daemon master with its own pid, logs and temporary folders
 * in `dir`. With `files` ({ port, root }), also a server of plain files from disk: what nginx
 * itself does fastest, which `npm run load` compares the cached pages with.
 */
export function nginxConfigForTest({ port, sitePort, dir, files, documented = readFileSync(DOCUMENTED_CONFIG, 'utf8') }) {
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  return `# Made by scripts/nginx-test-config.mjs from ${DOCUMENTED_CONFIG}.
daemon off;
worker_processes 2;
worker_rlimit_nofile 16384;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  default_type application/octet-stream;
  # As Debian's own /etc/nginx/nginx.conf, which the documented file is included by.
  sendfile on;
  tcp_nopush on;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${siteConfigForTest(documented, { port, sitePort, dir })}
${files ? `server {\n  listen 127.0.0.1:${files.port};\n  root ${files.root};\n}\n` : ''}}
`;
}
