export { startNginx };

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, stopChild, waitForHttp, type RunningProcess } from './processes';

/**
 * Debian's nginx serving `root` (the built site, readable by nginx's unprivileged worker) as a foreground child on a free loopback port: one worker
 * process, like the one Node process it is compared with; the build's .gz copies served as they are.
 * Installs nginx-light with apt-get first when nginx is missing (needs root).
 */
async function startNginx(root: string): Promise<RunningProcess> {
  const nginx = ensureNginx();
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const config = join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig(resolve(root), port, prefix));
  const child = spawn(nginx, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, child);
  return {
    url,
    async stop() {
      await stopChild(child);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  console.log('Installing nginx-light with apt-get (services are not started)...');
  // RUNLEVEL=1: the package's scripts must not start a system-wide nginx.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx-light']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 300_000 });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install nginx to compare with it`);
  }
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx-light installed but /usr/sbin/nginx is missing');
  return '/usr/sbin/nginx';
}

// Same URLs as the Node server: /about -> about/index.html, unknown -> 404.html; precompressed .gz copies.
function nginxConfig(root: string, port: number, prefix: string): string {
  return `worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'logs', 'error.log')} error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / {
      try_files $uri $uri/index.html =404;
    }
    error_page 404 /404.html;
  }
}
`;
}
