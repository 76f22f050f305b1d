// A ready nginx configuration for one brand, from nginx-site.conf beside this
// file (`npm run nginx-config`, scripts/nginx-config.ts, writes it out).
// The template is the one copy; tests/build/nginx.test.ts serves a brand with it.
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { ROOT } from '../config/schema-files.ts';

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
