// A brand's boot file (src/app/boot.ts): its name, which the build writes and
// the studio's preview answers with a draft, so both live here, under both.
import { createHash } from 'node:crypto';

/** Hashed files of one brand (its boot file), cached as immutably as the shared `_astro/` assets. */
export const BRAND_ASSETS_DIR = '_brand';

/** A boot file's site path: the one name the build writes and the studio's preview answers with a draft. */
export const BOOT_FILE_PATH = new RegExp(`^/${BRAND_ASSETS_DIR}/boot\\.[0-9a-f]{12}\\.json$`);

/** The boot file every page of a brand preloads (src/app/boot.ts): named by its content, so a new build never meets a stale cached copy. */
export function bootFile(boot: object): { url: string; json: string } {
  const json = JSON.stringify(boot);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { url: `/${BRAND_ASSETS_DIR}/boot.${hash}.json`, json };
}
