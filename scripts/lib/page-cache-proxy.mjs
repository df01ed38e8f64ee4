// nginx with the product's page-cache rules (deploy/nginx/app-location.conf) in front of one or
// several running app instances on loopback, as deploy/nginx/nginx.conf does: for the bench and the
// e2e tests of the page cache and of several instances. Needs Debian's nginx
// (`apt-get install nginx-light`); findNginx() answers null without it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './embedded-postgres.mjs';

const root = resolve(new URL('../..', import.meta.url).pathname);

export function findNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

const servers = (ports) => ports.map((port) => `server 127.0.0.1:${port};`).join('\n    ');

function config({ dir, port, upstreamPorts }) {
  const temp = (name) => `${name}_temp_path ${join(dir, name)};`;
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 2048; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  proxy_cache_path ${join(dir, 'cache')} levels=1:2 keys_zone=pages:10m max_size=256m inactive=1h use_temp_path=off;
  upstream app {
    ${servers(upstreamPorts)}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${join(root, 'deploy/nginx/app-location.conf')};
      # Tests only: which instance answered.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx on a free loopback port in front of the app instances at `upstreamPorts`, taken in turn. */
export async function startPageCacheProxy({ upstreamPorts }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'page-cache-'));
  mkdirSync(join(dir, 'cache'));
  const port = await freePort();
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config({ dir, port, upstreamPorts }));
  const errorLog = join(dir, 'error.log');
  const child = spawn(nginx, ['-p', dir, '-c', file, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr.trim()}`);
    const up = await fetch(`${origin}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error('nginx did not start within 10 s');
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    origin,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
