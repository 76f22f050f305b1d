// A ready nginx configuration for one brand, from src/build/nginx-site.conf:
//   node src/build/nginx-config.ts --root /srv/lobbykit/aurora --server-name play.aurora.example \
//     --platform http://127.0.0.1:8787 [--listen 80] > /etc/nginx/sites-available/aurora
// The template is the one copy; tests/build/nginx.test.ts serves a brand with it.
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../config/schema-files.ts';
import { valueArg } from '../config/cli-args.ts';

export const NGINX_SITE_TEMPLATE = join(ROOT, 'src', 'build', 'nginx-site.conf');

export interface NginxSite {
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  /** The brand's domain. */
  serverName: string;
  /** Absolute path of the brand's built site (dist/<id>/). */
  root: string;
  /** Where the platform answers, without a path: http://host:port. */
  platform: string;
}

/** The template with every placeholder filled; an unusable value is an error that says what to give instead. */
export function nginxSite(site: NginxSite): string {
  if (!isAbsolute(site.root)) throw new Error(`--root must be an absolute path (nginx resolves a relative one against its own prefix); found "${site.root}".`);
  if (!/^https?:\/\/[^/\s]+$/.test(site.platform))
    throw new Error(
      `--platform must be the platform's origin with no path, such as http://127.0.0.1:8787 (the site's /api/ is passed on as it is); found "${site.platform}".`,
    );
  if (!/^(\S+:)?\d{1,5}$/.test(site.listen)) throw new Error(`--listen must be a port or address:port, such as 80 or 127.0.0.1:8080; found "${site.listen}".`);
  if (!/^[a-z0-9.*_-]+$/i.test(site.serverName)) throw new Error(`--server-name must be a host name, such as play.aurora.example; found "${site.serverName}".`);
  const values: Record<string, string> = { listen: site.listen, server_name: site.serverName, root: site.root, platform: site.platform };
  return readFileSync(NGINX_SITE_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`src/build/nginx-site.conf has an unknown placeholder {{${name}}}.`);
    return value;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = valueArg('--root', undefined, '/srv/lobbykit/aurora');
  const serverName = valueArg('--server-name', undefined, 'play.aurora.example');
  const platform = valueArg('--platform', undefined, 'http://127.0.0.1:8787');
  if (!root || !serverName || !platform) {
    console.error(
      'usage: node src/build/nginx-config.ts --root <absolute path of dist/<id>> --server-name <domain> --platform <http://host:port> [--listen 80]',
    );
    process.exit(2);
  }
  try {
    process.stdout.write(nginxSite({ root, serverName, platform, listen: valueArg('--listen', undefined, '80') ?? '80' }));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}
