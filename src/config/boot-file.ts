// A brand's boot file and its pages' snapshot files (src/app/boot.ts): their
// names, which the build writes and the studio's preview answers, so both live
// here, under both.
import { createHash } from 'node:crypto';

/** Hashed files of one brand (its boot file, its pages' snapshot files), cached as immutably as the shared `_astro/` assets. */
export const BRAND_ASSETS_DIR = '_brand';

/** A boot file's site path: the one name the build writes and the studio's preview answers with a draft. */
export const BOOT_FILE_PATH = new RegExp(`^/${BRAND_ASSETS_DIR}/boot\\.[0-9a-f]{12}\\.json$`);

/** A page's snapshot file's site path. */
export const PAGE_DATA_FILE_PATH = new RegExp(`^/${BRAND_ASSETS_DIR}/data\\.[0-9a-f]{12}\\.json$`);

/** A file of the brand's own named by its content, so a new build never meets a stale cached copy. */
function hashedFile(kind: 'boot' | 'data', json: string): { url: string; json: string } {
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { url: `/${BRAND_ASSETS_DIR}/${kind}.${hash}.json`, json };
}

/** The boot file every page of a brand preloads. */
export function bootFile(boot: object): { url: string; json: string } {
  return hashedFile('boot', JSON.stringify(boot));
}

/** The answers one page was prebuilt with (app/prebuilt-requests.ts): pages that show the same answers share the file. */
export function pageDataFile(json: string): { url: string; json: string } {
  return hashedFile('data', json);
}
