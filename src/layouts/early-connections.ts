// Connections a page opens before its script asks for them. A brand whose
// platform or image CDN lives on another host would otherwise pay the
// connection setup (DNS, TCP, TLS: several round trips on a phone network)
// in the middle of the home banner's chain: page, app script, banner call,
// banner image. Same-origin bases (the default `/api`) need nothing.
import type { BrandConfig } from '../config/generated/brand.ts';

export interface EarlyConnection {
  rel: 'preconnect' | 'dns-prefetch';
  href: string;
  /** The platform's calls are CORS fetches without credentials: their connection is the anonymous one. */
  anonymous: boolean;
}

function originOf(url: string): string | undefined {
  return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}

export function earlyConnections(config: BrandConfig): EarlyConnection[] {
  const api = originOf(config.platform.apiBase);
  const out: EarlyConnection[] = api ? [{ rel: 'preconnect', href: api, anonymous: true }] : [];
  // Images are plain <img> loads (credentialed mode), a connection of their
  // own; without a CDN they come from the platform's host. With several CDNs
  // the browser picks one per visit (src/app/rules/images.ts), so the page only looks
  // their names up: an open connection to each would mostly go unused.
  const cdns = [...new Set(config.imageCDNs.map(originOf).filter((o) => o !== undefined))];
  if (!config.imageCDNs.length && api) out.push({ rel: 'preconnect', href: api, anonymous: false });
  else if (cdns.length === 1) out.push({ rel: 'preconnect', href: cdns[0]!, anonymous: false });
  else for (const href of cdns) out.push({ rel: 'dns-prefetch', href, anonymous: false });
  return out;
}
