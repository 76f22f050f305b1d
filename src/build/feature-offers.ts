// The features' prebuilt requests for the build (src/app/prebuilt-requests.ts): each feature's entries.ts, found
// in its folder as the app's registry finds them with import.meta.glob, which Node does not have.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FeatureEntries, PrebuiltOffer } from '../app/feature-entries.ts';
import { prebuiltOffers } from '../app/prebuilt-requests.ts';
import { ROOT } from '../config/schema-files.ts';

const FEATURES = join(ROOT, 'src', 'app', 'features');

let offers: Promise<PrebuiltOffer[]> | undefined;

/** Every feature's offer, loaded once per process. */
export function featureOffers(): Promise<PrebuiltOffer[]> {
  offers ??= (async () => {
    const files = readdirSync(FEATURES)
      .sort()
      .map((d) => join(FEATURES, d, 'entries.ts'))
      .filter((f) => existsSync(f));
    // The entries load React, which picks its build once, when first loaded: the production one, which the render
    // kit's react-dom needs when it renders in this process later (render-workers.ts), whatever NODE_ENV is now.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const entries = await Promise.all(files.map(async (f) => ((await import(pathToFileURL(f).href)) as { default: FeatureEntries }).default));
      return await prebuiltOffers(entries);
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  })();
  return offers;
}
