// A brand's SVG images (logo, favicon) made safe to serve from the site's own
// origin, where an SVG opened on its own runs its scripts with the site's
// cookies and storage: an allowlist of drawing elements and presentation
// attributes, rebuilt from the parsed tags, so nothing else can pass through.
// No scripts or event handlers, no <style>, <foreignObject> or external
// references (links only to "#id" inside the file), no DOCTYPE or entities
// (they can expand without bound). Where `npm run validate` refuses an unsafe
// SVG in a brand folder (brand-assets.ts, unsafeSvg), this rewrites one into a
// safe one: the studio's upload cleans with it, then checks with unsafeSvg.

/** Larger than any logo needs; a bigger file is refused, not cut. */
export const SVG_MAX_BYTES = 256 * 1024;

const ELEMENTS = new Set(
  [
    'svg',
    'g',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'defs',
    'title',
    'desc',
    'use',
    'symbol',
    'clipPath',
    'mask',
    'pattern',
    'linearGradient',
    'radialGradient',
    'stop',
    'filter',
    'feGaussianBlur',
    'feOffset',
    'feBlend',
    'feFlood',
    'feComposite',
    'feMerge',
    'feMergeNode',
    'feColorMatrix',
    'feDropShadow',
  ].map((e) => e.toLowerCase()),
);

/** Attribute names: presentation and geometry (letters and dashes), namespaced only as below; never on* handlers. */
const ATTRIBUTE = /^(?:[a-z][a-z0-9-]*|[a-z]+(?:[A-Z][a-z0-9]*)+|xmlns|xmlns:xlink|xlink:href|xml:space)$/;
/** A value that reaches outside the file or runs code. */
const UNSAFE_VALUE = /javascript:|data:|vbscript:|url\(\s*['"]?\s*(?!#)|@import|expression\s*\(/i;
const ENTITY = /&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos);)/g;

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![\s\S]*?>|<\?[\s\S]*?\?>|<\/\s*([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|[^<]+|</g;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export type SvgResult = { ok: true; svg: string; removed: string[] } | { ok: false; problem: string };

const escapeText = (s: string) => s.replace(ENTITY, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function attributes(source: string, element: string, removed: Set<string>): string {
  let out = '';
  for (const [, name, ...values] of source.matchAll(ATTR)) {
    const value = values.find((v) => v !== undefined) ?? '';
    const href = name === 'href' || name === 'xlink:href';
    if (!ATTRIBUTE.test(name!) || /^on/i.test(name!) || UNSAFE_VALUE.test(value) || (href && !value.startsWith('#'))) {
      removed.add(`${element} ${name}`);
      continue;
    }
    out += ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

/** The SVG with only what a drawn image needs, or why it cannot be one. */
export function sanitiseSvg(input: string | Buffer): SvgResult {
  const text = typeof input === 'string' ? input : input.toString('utf8');
  if (Buffer.byteLength(text) > SVG_MAX_BYTES)
    return { ok: false, problem: `The SVG is ${Math.ceil(Buffer.byteLength(text) / 1024)} KB; at most ${SVG_MAX_BYTES / 1024} KB. Simplify or optimise it.` };
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return { ok: false, problem: 'The SVG declares a DOCTYPE or entities, which an image file may not. Export it again without them.' };
  const removed = new Set<string>();
  const stack: { name: string; tag: string; kept: boolean }[] = [];
  let out = '';
  let root = false;
  const keeping = () => stack.every((e) => e.kept);
  for (const m of text.matchAll(TOKEN)) {
    const [token, cdata, closing, opening, attrs, selfClosing] = m;
    if (closing !== undefined) {
      const i = stack.map((e) => e.name).lastIndexOf(closing.toLowerCase());
      if (i < 0) continue;
      while (stack.length > i) {
        const e = stack.pop()!;
        if (e.kept && keeping()) out += `</${e.tag}>`;
      }
    } else if (opening !== undefined) {
      const name = opening.toLowerCase();
      // One <svg> at the top, everything else inside it.
      const allowed = ELEMENTS.has(name) && (stack.length > 0 || (name === 'svg' && !root));
      if (name === 'svg' && !stack.length) root = true;
      if (!allowed) removed.add(`<${opening}>`);
      const kept = allowed && keeping();
      if (kept) {
        let a = attributes(attrs ?? '', opening, removed);
        if (name === 'svg' && stack.length === 0 && !/ xmlns="/.test(a)) a = ` xmlns="http://www.w3.org/2000/svg"${a}`;
        out += `<${opening}${a}${selfClosing ? '/' : ''}>`;
      }
      if (!selfClosing) stack.push({ name, tag: opening, kept: allowed });
    } else if (cdata !== undefined) {
      if (keeping() && stack.length) out += escapeText(cdata);
    } else if (!token.startsWith('<') || token === '<') {
      if (keeping() && stack.length) out += escapeText(token);
    }
  }
  if (!root) return { ok: false, problem: 'No <svg> element: the file is not an SVG image.' };
  while (stack.length) {
    const e = stack.pop()!;
    if (e.kept && keeping()) out += `</${e.tag}>`;
  }
  return { ok: true, svg: out, removed: [...removed] };
}
