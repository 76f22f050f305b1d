// The headers the build writes per brand (src/build/site-headers.ts): which
// inline scripts the policy names, and which origins come from the brand config.
import { expect, test } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, parseSiteHeaders, siteHeaders } from '../../src/build/site-headers.ts';
import { siteOrigin } from '../../src/build/content-snapshot.ts';
import { loadBrand } from '../../src/config/load-brands.ts';

const aurora = () => structuredClone(loadBrand('aurora').config!);
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

test('only the inline scripts a browser runs are hashed, each by its exact text', () => {
  const html = [
    '<script>var a=1</script>',
    '<script type="module">import "/x.js"</script>',
    '<script src="/_astro/app.js"></script>',
    '<script type="application/json" id="lk-data">{"a":1}</script>',
    '<script type="text/javascript">\nvar b = "é";\n</script>',
  ].join('');
  expect(inlineScriptHashes(html)).toEqual([
    // sha256 of each script's text, base64 (computed apart from this code, with Python's hashlib).
    "'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='",
    "'sha256-ZgW18qg6SfnFrB5iIB79LeGezO9OsNnmT4V5tR3Cb3s='",
    "'sha256-+fWmKG/O8laUZGKAK5tl4citOXE1Uu2FNlF1aJTZgk0='",
  ]);
});

test("the brand's platform, image CDNs and monitoring endpoint are its only other origins; none may frame it by default", () => {
  const brand = aurora();
  brand.platform.apiBase = 'https://platform.example/api';
  brand.imageCDNs = ['https://img1.example/games', 'https://img2.example', '/images'];
  brand.monitoring.endpoint = 'https://rum.example/collect';
  const policy = contentSecurityPolicy(brand, ["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
  expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
  expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://platform.example https://img1.example https://img2.example");
  expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://platform.example https://img1.example https://img2.example https://rum.example");
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(siteHeaders(brand, [])).toContainEqual(['X-Frame-Options', 'DENY']);
});

test('an operator who embeds the site names the portal in frameAncestors', () => {
  const brand = aurora();
  brand.frameAncestors = ['https://portal.aurora.example', 'https://partner.example:8443'];
  const headers = siteHeaders(brand, []);
  const policy = headers.find(([name]) => name === 'Content-Security-Policy')![1];
  expect(directive(policy, 'frame-ancestors')).toBe('frame-ancestors https://portal.aurora.example https://partner.example:8443');
  // X-Frame-Options cannot name an origin: left out rather than contradicting the policy.
  expect(headers.map(([name]) => name)).not.toContain('X-Frame-Options');
  // The _headers form reads back as written.
  const file = `/*\n${headers.map(([n, v]) => `  ${n}: ${v}`).join('\n')}\n`;
  expect(parseSiteHeaders(file)).toEqual(headers);
});

test("the origin the content snapshot's images name is allowed: a site served at another port or origin still shows them", () => {
  const brand = aurora();
  brand.origins = ['https://m.aurora.example', 'https://www.aurora.example'];
  // npm start on 4550: the snapshot asks as aurora.localhost:4550, and its image URLs name that origin.
  const local = siteOrigin(brand, 'http://127.0.0.1:4550');
  expect(local).toBe('http://aurora.localhost:4550');
  const policy = contentSecurityPolicy(brand, [], local);
  expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: http://aurora.localhost:4550");
  expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://aurora.localhost:4550");
  // Built against a deployed platform behind the site's origin: its first origin, which the others must allow too.
  expect(siteOrigin(brand, 'https://build-platform.internal')).toBe('https://m.aurora.example');
  // A platform at its own absolute address builds its image URLs on its own origin, already in the policy.
  brand.platform.apiBase = 'https://platform.example/api';
  expect(siteOrigin(brand, 'http://127.0.0.1:4550')).toBeUndefined();
});
