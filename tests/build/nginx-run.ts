// Debian's nginx run unprivileged on loopback for a test: the site
// configuration of src/build/nginx-site.conf inside a main configuration whose
// prefix, temp folders, logs and pid are in a temp folder (nothing goes to
// /var). tests/build/nginx.test.ts and nginx-client-address.test.ts use it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Whom nginx runs as when the tests run as root: nobody, as any unprivileged server. */
export const NOBODY = 65534;
export const asRoot = process.getuid?.() === 0;

/** Why nginx cannot run here, with the command that fixes it; undefined when it can. */
export function nginxMissing(): string | undefined {
  if (!NGINX)
    return "nginx was not found. The deployment tests serve a brand with Debian's nginx: run `sudo apt-get install -y nginx libnginx-mod-http-brotli-static`.";
  if (!existsSync(BROTLI_MODULE))
    return `nginx has no brotli_static module (${BROTLI_MODULE}), which the site configuration uses: run \`sudo apt-get install -y libnginx-mod-http-brotli-static\`.`;
  return undefined;
}

/** The main configuration around the site's: everything nginx writes goes to `prefix`, nothing to /var. */
function mainConfig(prefix: string, site: string): string {
  const temp = (name: string) => join(prefix, 'temp', name);
  return [
    `load_module ${BROTLI_MODULE};`,
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 128; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${join(prefix, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    site,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  process: ChildProcess;
  /** What nginx wrote to stderr so far. */
  log(): string;
  /** Graceful stop (SIGQUIT), resolved when it has exited. */
  stop(): Promise<void>;
  /** Reads its configuration again (SIGHUP, what `nginx -s reload` sends), the included files with it. */
  reload(): void;
}

/** Checks the configuration with `nginx -t`, then starts nginx in the foreground. Throws with nginx's words when it refuses the file. */
export function startNginx(prefix: string, site: string): RunningNginx {
  mkdirSync(join(prefix, 'temp'), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConfig(prefix, site));
  if (asRoot) for (const p of [prefix, join(prefix, 'temp')]) chownSync(p, NOBODY, NOBODY);
  const user = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
  const check = spawnSync(NGINX!, ['-t', '-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')], { encoding: 'utf8', ...user });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn(NGINX!, ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...user,
  });
  let log = '';
  child.stderr?.on('data', (d: Buffer) => (log += d));
  return {
    process: child,
    log: () => log,
    reload: () => child.kill('SIGHUP'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
