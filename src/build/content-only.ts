// `npm run build -- --content-only`: a new content snapshot for every brand,
// and only the pages that show platform content rendered again, with the last
// full build's render kit (build-sites.ts keeps it in dist/_renderer/). Nothing
// is bundled: the hashed `_astro/` files, the boot files, strings and config of
// each site stay as they are, byte for byte. A brand can take it only when its
// site was built from the same brand folder and site code (its build stamp);
// otherwise it needs a full build, and says so. A brand whose platform gives no
// snapshot keeps the pages it has.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PrebuiltOffer } from '../app/feature-entries.ts';
import { prebuiltRequests } from '../app/prebuilt-requests.ts';
import { prebuiltPaths } from '../app/routes.ts';
import type { BrandConfig } from '../config/generated/brand.ts';
import type { LoadedBrand } from '../config/load-brands.ts';
import {
  type BrandSummary,
  type BuildOptions,
  buildInput,
  DIST_DIR,
  formatBytes,
  KIT_DIR,
  keptKitCode,
  moduleWork,
  prepareBrands,
  snapshotSummary,
  takeSnapshots,
} from './build-sites.ts';
import { contentSource, readStamp, siteCodeHash, stampFor, writeStamp } from './build-stamp.ts';
import { siteOrigin } from './content-snapshot.ts';
import { featureOffers } from './feature-offers.ts';
import { renderBrands } from './render-workers.ts';

export interface ContentOnlyResult {
  rebuilt: BrandSummary[];
  /** Brands whose platform gave no snapshot: their pages are left as they were. */
  kept: string[];
  /** Brands a content-only rebuild cannot serve, and why: they need a full build. */
  needFullBuild: { id: string; reason: string }[];
  failed: LoadedBrand[];
  seconds: number;
}

/** The pages of a brand that show platform content: the only ones a new snapshot changes. */
export function contentPaths(offers: readonly PrebuiltOffer[], brand: BrandConfig): string[] {
  return prebuiltPaths().filter((p) => prebuiltRequests(offers, brand, p).length > 0);
}

export async function rebuildContent(options: BuildOptions = {}): Promise<ContentOnlyResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const distDir = options.distDir ?? DIST_DIR;
  const started = performance.now();
  const done = (r: Omit<ContentOnlyResult, 'seconds'>): ContentOnlyResult => ({ ...r, seconds: (performance.now() - started) / 1000 });
  const { valid, failed } = prepareBrands(options, distDir, log);

  const code = siteCodeHash();
  const kitCode = keptKitCode(distDir);
  const fullBuild = `npm run build -- --brand <id>`;
  const whyNot = (b: (typeof valid)[number]): string | undefined => {
    if (kitCode === undefined) return `no render kit in ${join(distDir, KIT_DIR)}: a full build leaves one (${fullBuild}).`;
    if (kitCode !== code) return `the site code or lock file changed since the last full build: its pages need the new code (${fullBuild}).`;
    const stamp = readStamp(join(distDir, b.id));
    if (!stamp) return `dist/${b.id}/ has no build stamp: it was never built completely (${fullBuild}).`;
    if (stamp.code !== code) return `dist/${b.id}/ was built from other site code or another lock file (${fullBuild}).`;
    if (stamp.brand !== stampFor(b.dir, stamp.options).brand) return `brands/${b.id}/ changed since dist/${b.id}/ was built (${fullBuild}).`;
    return undefined;
  };
  const needFullBuild = valid.flatMap((b) => {
    const reason = whyNot(b);
    return reason ? [{ id: b.id, reason }] : [];
  });
  for (const n of needFullBuild) log(`✗ ${n.id}: no content-only rebuild: ${n.reason}`);
  const ready = valid.filter((b) => !needFullBuild.some((n) => n.id === b.id));
  if (!ready.length) return done({ rebuilt: [], kept: [], needFullBuild, failed });

  const contentFrom = options.contentFrom ?? process.env.LOBBYKIT_CONTENT_FROM;
  const snapshots = await takeSnapshots(ready, contentFrom, log);
  const fresh = ready.filter((b) => snapshots.get(b.id)!.snapshot);
  const kept = ready.filter((b) => !snapshots.get(b.id)!.snapshot).map((b) => b.id);
  for (const id of kept) log(`  ${id}: no new snapshot, its pages are left as they were`);
  if (!fresh.length) return done({ rebuilt: [], kept, needFullBuild, failed });

  const work = mkdtempSync(join(distDir, '.content-'));
  const moduleDir = moduleWork();
  const kit = join(moduleDir, 'kit');
  cpSync(join(distDir, KIT_DIR), kit, { recursive: true });
  log(`rendering the content pages of ${fresh.length} brand${fresh.length === 1 ? '' : 's'} (no bundling)`);
  try {
    const offers = await featureOffers();
    const rebuilt = new Map<string, BrandSummary>();
    await renderBrands(
      kit,
      fresh.map((b) => ({
        input: buildInput(b, snapshots.get(b.id), contentPaths(offers, b.config)).input,
        finish: {
          kind: 'replace',
          site: join(distDir, b.id),
          brand: b.config,
          precompress: readStamp(join(distDir, b.id))!.options.precompress,
          contentOrigin: siteOrigin(b.config, contentFrom),
        },
      })),
      join(work, 'pages'),
      work,
      log,
      (r) => {
        rebuilt.set(r.id, { ...r, snapshot: snapshotSummary(snapshots.get(r.id)!) });
        log(`  ✓ ${r.id}: ${r.pages} content pages, site ${formatBytes(r.bytes)}, ${r.seconds.toFixed(2)} s`);
      },
    );
    // The stamp names the platform the site's content now comes from (npm start and --incremental compare it).
    for (const b of fresh) {
      const site = join(distDir, b.id);
      const stamp = readStamp(site)!;
      const content = contentSource(b.config, contentFrom);
      if (stamp.options.content !== content) writeStamp(site, { ...stamp, options: { ...stamp.options, content } });
    }
    return done({ rebuilt: fresh.map((b) => rebuilt.get(b.id)!), kept, needFullBuild, failed });
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(moduleDir, { recursive: true, force: true });
  }
}
