// The files of a brand folder that become part of its site. The site is served
// from the brand's own origin, where the player's session lives, so a file may
// not reach outside the folder (a path with `..`, a symbolic link) and an SVG may
// not carry anything that runs or loads: no script, no event handler, no
// reference to another document, no foreignObject. Such an SVG is refused, not
// rewritten, so what the operator sees in the folder is what players get.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Problem } from './problems.ts';
import { displayPath } from './schema-files.ts';

/** Whether `rel` names a regular file inside `dir`, reached without leaving it (no `..`, no link out). */
export function brandFileExists(dir: string, rel: string): boolean {
  const full = join(dir, rel);
  const inside = (p: string, root: string) => p.startsWith(root + sep);
  if (!inside(full, dir) || !existsSync(full)) return false;
  try {
    return lstatSync(full).isFile() && inside(realpathSync(full), realpathSync(dir));
  } catch {
    return false;
  }
}

/** Elements that run script, embed another document or hide HTML inside the SVG. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'handler', 'listener']);
/** Attributes naming another resource: only a fragment of the file itself, or an embedded raster image. */
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/;
/** url(...) in a style may only point into the file (url(#gradient)). */
const EXTERNAL_URL = /url\(\s*(?!['"]?#)/i;
const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=>/<]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/y;
const ATTRIBUTE = /([^\s=>/<]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (v: string) =>
  v.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(Number.parseInt(e.slice(e[1] === 'x' || e[1] === 'X' ? 2 : 1), e[1] === 'x' || e[1] === 'X' ? 16 : 10))
      : (ENTITIES[e] ?? all),
  );

/** What in `svg` could run or load something, in words for the report; undefined when nothing does. */
export function unsafeSvg(svg: string): string | undefined {
  const lineOf = (index: number) => svg.slice(0, index).split('\n').length;
  let inStyle = false;
  for (let i = svg.indexOf('<'); i >= 0; i = svg.indexOf('<', i + 1)) {
    const at = `line ${lineOf(i)}`;
    if (svg.startsWith('<!--', i)) {
      const end = svg.indexOf('-->', i);
      if (end < 0) return `an unclosed comment at ${at}`;
      i = end;
      continue;
    }
    if (svg.startsWith('<![CDATA[', i)) {
      const end = svg.indexOf(']]>', i);
      if (end < 0) return `an unclosed CDATA section at ${at}`;
      if (inStyle && /@import|url\(\s*(?!['"]?#)/i.test(svg.slice(i, end))) return `a stylesheet that loads another file at ${at}`;
      i = end;
      continue;
    }
    if (svg.startsWith('<?xml-stylesheet', i)) return `an <?xml-stylesheet?> instruction (an external stylesheet) at ${at}`;
    if (svg.startsWith('<?', i)) {
      const end = svg.indexOf('?>', i);
      if (end < 0) return `an unclosed processing instruction at ${at}`;
      i = end;
      continue;
    }
    if (svg.startsWith('<!', i)) {
      const end = svg.indexOf('>', i);
      const declaration = svg.slice(i, end < 0 ? undefined : end);
      if (/<!ENTITY|\[/i.test(declaration)) return `a document type with entity declarations at ${at}`;
      i = Math.max(i, end);
      continue;
    }
    TAG.lastIndex = i;
    const tag = TAG.exec(svg);
    if (!tag) return `markup that cannot be read as an SVG tag at ${at}`;
    const [whole, closing, rawName, attributes] = tag;
    const name = rawName!.toLowerCase().replace(/^svg:/, '');
    if (FORBIDDEN_ELEMENTS.has(name)) return `a <${rawName}> element at ${at}`;
    if (name === 'style') inStyle = !closing;
    for (const [, rawAttr, quoted] of attributes!.matchAll(ATTRIBUTE)) {
      const attr = rawAttr!.toLowerCase();
      const value = decode((quoted ?? '').replace(/^["']|["']$/g, '')).trim();
      if (attr.startsWith('on')) return `an event handler attribute ${rawAttr} on <${rawName}> at ${at}`;
      if (LINK_ATTRIBUTES.has(attr) && !SAFE_LINK.test(value))
        return `a reference to another resource, ${rawAttr}="${value.slice(0, 60)}", on <${rawName}> at ${at}`;
      if (attr === 'style' && EXTERNAL_URL.test(value)) return `a style that loads another file on <${rawName}> at ${at}`;
      if (attr === 'attributename' && /^(on|(xlink:)?href$)/i.test(value)) return `an animation that sets ${value} on <${rawName}> at ${at}`;
    }
    if (inStyle && !closing) {
      const end = svg.indexOf('</', i + whole!.length);
      const css = svg.slice(i + whole!.length, end < 0 ? undefined : end);
      if (/@import|url\(\s*(?!['"]?#)/i.test(css)) return `a stylesheet that loads another file at ${at}`;
    }
    i += whole!.length - 1;
  }
  return undefined;
}

function filesUnder(dir: string, prefix = ''): { rel: string; link: boolean }[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isSymbolicLink()) return [{ rel, link: true }];
    return e.isDirectory() ? filesUnder(dir, rel) : [{ rel, link: false }];
  });
}

/**
 * Problems with the files under the brand's assets/ folder, which the build copies
 * into the site. `pointers` maps a file (relative to the brand folder) to where
 * brand.json names it, so a logo's problem is reported at /theme/logo.
 */
export function checkBrandAssets(dir: string, file: string, pointers: Record<string, string> = {}): Problem[] {
  const root = join(dir, 'assets');
  if (!existsSync(root)) return [];
  const problems: Problem[] = [];
  for (const { rel, link } of filesUnder(root)) {
    const path = `assets/${rel}`;
    const pointer = pointers[path];
    const where = pointer === undefined ? { file: displayPath(join(root, rel)), pointer: '' } : { file, pointer };
    if (link) {
      problems.push({
        ...where,
        found: `${path}, a symbolic link`,
        expected: 'a file stored inside the brand folder',
        fix: `Replace the link with a copy of the file it points to (cp -L), so the site holds only what the brand folder holds.`,
      });
      continue;
    }
    if (!rel.toLowerCase().endsWith('.svg')) continue;
    const unsafe = unsafeSvg(readFileSync(join(root, rel), 'utf8'));
    if (unsafe)
      problems.push({
        ...where,
        found: `${path} holds ${unsafe}`,
        expected: 'an SVG image with no script, no event handlers, no foreignObject and no references to other files or sites',
        fix: `Remove it from ${path} (or export the image again as plain SVG, with scripting and linked resources off): the site serves this file from its own origin.`,
      });
  }
  return problems;
}
