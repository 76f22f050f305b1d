// The product runs on the libraries its owner chose, not on private copies of
// them (issue 36). Each case reads every module under src/ (parsed with Vite's
// TypeScript parser, as boundaries.test.ts does) and fails, naming the file and
// line, when one implements what its library does; each detector is first shown
// to catch a small sample of the code it looks for, so a case cannot pass by
// looking at nothing.
import { globSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

type Node = { type?: string; start?: number; end?: number; [key: string]: unknown };

const sources = globSync('src/**/*.{ts,tsx}', { cwd: ROOT })
  .filter((f) => !f.endsWith('.d.ts'))
  .map((file) => ({ file, code: readFileSync(join(ROOT, file), 'utf8') }));

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const value of Object.values(n)) if (value && typeof value === 'object') walk(value, visit);
}

const lineOf = (code: string, at = 0) => code.slice(0, at).split('\n').length;
const isCall = (n: Node | undefined, method: string) =>
  n?.type === 'CallExpression' && (n.callee as Node).type === 'MemberExpression' && ((n.callee as Node).property as Node).name === method;
const isDotSplit = (n: Node | undefined) => isCall(n, 'split') && ((n!.arguments as Node[])[0] as Node | undefined)?.value === '.';
/** A pattern or text that matches an i18next placeholder: {{name}}. */
const isPlaceholderPattern = (n: Node | undefined) =>
  (n?.type === 'Literal' &&
    ((n.regex as { pattern: string } | undefined)?.pattern.includes('\\{\\{') || (typeof n.value === 'string' && n.value.includes('{{')))) ||
  (n?.type === 'TemplateLiteral' && (n.quasis as { value: { cooked: string } }[]).some((q) => q.value.cooked.includes('{{')));

/**
 * Where `code` looks a translation key up or fills a translation's placeholders itself:
 * - a `{{…}}` replace whose replacement is a value or a function (filling placeholders; a
 *   constant text only masks them, as a syntax check does);
 * - a walk into an object along a key's dotted parts: `for (const p of key.split('.')) node = node[p]`,
 *   or `key.split('.').reduce((o, p) => o[p], …)`.
 */
function ownLookups(code: string, lang: 'ts' | 'tsx'): string[] {
  const found: string[] = [];
  const ast = parseAst(code, { lang });
  const patterns = new Set<string>();
  walk(ast, (n) => {
    if (n.type === 'VariableDeclarator' && isPlaceholderPattern(n.init as Node)) patterns.add((n.id as Node).name as string);
  });
  walk(ast, (n) => {
    if (isCall(n, 'replace') || isCall(n, 'replaceAll')) {
      const [pattern, replacement] = n.arguments as Node[];
      const placeholder = isPlaceholderPattern(pattern) || (pattern?.type === 'Identifier' && patterns.has(pattern.name as string));
      const constant = replacement?.type === 'Literal' || (replacement?.type === 'TemplateLiteral' && (replacement.expressions as unknown[]).length === 0);
      if (placeholder && replacement && !constant) found.push(`line ${lineOf(code, n.start)}: fills {{placeholders}} itself`);
    }
    if (n.type === 'ForOfStatement' && isDotSplit(n.right as Node)) {
      const left = n.left as Node;
      const part = ((left.declarations as Node[] | undefined)?.[0]?.id as Node | undefined)?.name ?? left.name;
      if (part && new RegExp(`\\[\\s*${part}\\s*\\]`).test(code.slice((n.body as Node).start, (n.body as Node).end)))
        found.push(`line ${lineOf(code, n.start)}: walks a dotted key into an object`);
    }
    if (isCall(n, 'reduce') && isDotSplit((n.callee as Node).object as Node)) {
      const fn = (n.arguments as Node[])[0];
      const part = ((fn?.params as Node[] | undefined)?.[1] as Node | undefined)?.name;
      if (fn && part && new RegExp(`\\[\\s*${part}\\s*\\]`).test(code.slice(fn.start, fn.end)))
        found.push(`line ${lineOf(code, n.start)}: walks a dotted key into an object`);
    }
  });
  return found;
}

/** Modules that touch translation strings: the app, the i18n folder, and anything that imports from it. */
const readsTranslations = (file: string, code: string) => /^src\/(app|i18n|layouts|pages)\//.test(file) || /from\s+['"][^'"]*\/i18n\/[^'"]+['"]/.test(code);

describe('i18next owns translation', () => {
  it('the detector catches a hand-written translator (samples of one)', () => {
    const translator = `
      const PLACEHOLDER = /\\{\\{(.+?)\\}\\}/g;
      export function stringAt(strings, path) {
        let node = strings;
        for (const part of path.split('.')) {
          if (typeof node !== 'object') return undefined;
          node = node[part];
        }
        return node;
      }
      export const fill = (text, values) => text.replace(PLACEHOLDER, (written, name) => String(values[name] ?? written));`;
    expect(ownLookups(translator, 'ts')).toEqual(['line 5: walks a dotted key into an object', 'line 11: fills {{placeholders}} itself']);
    const reducer = `export const at = (c, key, v) => key.split('.').reduce((o, k) => o?.[k], c).replaceAll(\`{{\${'n'}}}\`, v);`;
    expect(ownLookups(reducer, 'ts')).toEqual(['line 1: fills {{placeholders}} itself', 'line 1: walks a dotted key into an object']);
    // Masking placeholders with a constant (a syntax check) is not filling them.
    expect(ownLookups(`export const masked = (s) => s.replace(/\\{\\{[^}]*\\}\\}/g, '0');`, 'ts')).toEqual([]);
  });

  it('no module under src/ that touches translations looks keys up or fills placeholders itself', () => {
    const scanned = sources.filter((s) => readsTranslations(s.file, s.code));
    expect(scanned.length, 'the app and i18n modules are read').toBeGreaterThan(100);
    const problems = scanned.flatMap(({ file, code }) =>
      ownLookups(code, file.endsWith('.tsx') ? 'tsx' : 'ts').map(
        (p) => `${relative(ROOT, join(ROOT, file))} ${p}: look strings up with i18next (src/i18n/setup.ts, useTranslation) instead`,
      ),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the hook components import is react-i18next itself, not a translator', () => {
    const hook = readFileSync(join(ROOT, 'src/i18n/use-translation.tsx'), 'utf8');
    const statements = (parseAst(hook, { lang: 'tsx' }) as unknown as { body: Node[] }).body;
    expect(statements.map((s) => `${s.type} ${(s.source as Node | undefined)?.value}`)).toEqual([
      'ExportNamedDeclaration react-i18next',
      'ExportNamedDeclaration i18next',
    ]);
  });
});

/** Every line of a module under src/ (scripts and Astro pages too) that matches one of `patterns`, as "file:line: the line". */
function linesMatching(patterns: RegExp[]): string[] {
  return globSync('src/**/*.{ts,tsx,mts,js,mjs,astro}', { cwd: ROOT })
    .filter((f) => !f.endsWith('.d.ts') && !f.includes('/generated/'))
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (patterns.some((p) => p.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('React Router owns the location and history', () => {
  const HISTORY_BY_HAND = [
    // Listening for back and forward moves.
    /addEventListener\(\s*['"`](popstate|hashchange)['"`]/,
    /\bon(popstate|hashchange)\s*=/,
    // The Navigation API's own moves.
    /navigation\.(addEventListener|navigate|back|forward|traverseTo)\(/,
    // Adding or replacing history entries.
    /\.(pushState|replaceState)\s*\(/,
  ];

  it('the detector reads the sources and sees React Router in them', () => {
    // A walk that found nothing would pass the case below.
    const routerImports = linesMatching([/from 'react-router-dom'/]);
    expect(routerImports.length).toBeGreaterThan(0);
    for (const line of routerImports) expect(line).toMatch(/^src\/app\/state\/location\.ts:/);
    const router = `window.addEventListener('popstate', pop);\nwindow.history.pushState({ idx }, '', to);`;
    expect(router.split('\n').filter((line) => HISTORY_BY_HAND.some((p) => p.test(line)))).toHaveLength(2);
  });

  it('no module under src/ listens to or writes the history itself: React Router does (state/location.ts)', () => {
    const found = linesMatching(HISTORY_BY_HAND);
    expect(found, `history handled by hand, not through React Router (state/location.ts):\n${found.join('\n')}`).toEqual([]);
  });
});

/** Every TypeScript module under src/ (generated types aside), repository-relative. */
function modules(): string[] {
  return sources.map((s) => s.file).filter((f) => !f.includes('/generated/'));
}

/** The module's code without its comments (strings and template literals kept). */
function code(file: string): string {
  const text = readFileSync(resolve(ROOT, file), 'utf8');
  return text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The files among `files` whose code matches one of `signatures`, with the first match. */
function offenders(files: string[], signatures: RegExp[]): string[] {
  return files.flatMap((f) => {
    const text = code(f);
    const hit = signatures.map((s) => text.match(s)?.[0]).find(Boolean);
    return hit ? [`${f}: ${hit}`] : [];
  });
}

describe('Swiper moves every carousel', () => {
  // Following a finger or a mouse drag to move a row: Swiper's touch handling does that.
  const DRAGGING = [/\b(pointer|touch|mouse)move\b/i, /\bon(Pointer|Touch|Mouse)Move\b/];
  // A slide's place computed in script and written as a transform: Swiper's translate.
  const TRANSFORMS = [/\btranslate(X|Y|3d)?\(\s*(\$\{|calc\()/, /\.style\.transform\s*=/, /\btransform:\s*`/];

  it('the detectors catch a hand-written carousel (samples of one)', () => {
    // Samples of source text: the \$ keeps them strings, as the scanned files are.
    const row = `el.addEventListener("pointermove", follow); track.style.transform = \`translateX(calc(-\${i} * 100%))\`;`;
    expect(DRAGGING.some((s) => s.test(row))).toBe(true);
    expect(TRANSFORMS.some((s) => s.test(row))).toBe(true);
    expect(DRAGGING.some((s) => s.test('<div onPointerMove={follow} />'))).toBe(true);
    expect(TRANSFORMS.some((s) => s.test(`<div style={{ transform: \`translateX(\${x}px)\` }} />`))).toBe(true);
  });

  it('no module follows a drag to move slides', () => {
    expect(offenders(modules(), DRAGGING)).toEqual([]);
  });

  it('no module places slides with transforms of its own', () => {
    // The notice bar's ticker is one line of text moving on for ever, not slides; it stops under the pointer,
    // on focus and for less motion (notices/README.md).
    const ticker = 'src/app/features/notices/marquee.ts';
    expect(offenders([ticker], TRANSFORMS), 'the ticker still moves its line by itself (else drop it here)').not.toEqual([]);
    expect(
      offenders(
        modules().filter((f) => f !== ticker),
        TRANSFORMS,
      ),
    ).toEqual([]);
  });

  it('the carousels are Swiper: ui/Carousel.tsx renders its markup and its CSS, ui/carousel-kit.ts starts it', () => {
    expect(code('src/app/ui/carousel-kit.ts')).toMatch(/from 'swiper'/);
    expect(code('src/app/ui/Carousel.tsx')).toMatch(/import 'swiper\/css'/);
    // Only the kit imports Swiper's code, and only through import(): no page carries it before a carousel goes live.
    const importers = modules().filter((f) => /from ['"]swiper(\/modules)?['"]/.test(code(f)));
    expect(importers).toEqual(['src/app/ui/carousel-kit.ts']);
    // One loader for the chunk, which every carousel and strip asks.
    const loaders = modules().filter((f) => /import\(\s*['"][^'"]*carousel-kit\.ts['"]\s*\)/.test(code(f)));
    expect(loaders).toEqual(['src/app/ui/load-carousel-kit.ts']);
    expect(code('src/app/ui/Carousel.tsx')).toMatch(/\bloadCarouselKit\(\)/);
  });
});

describe('Swiper moves every strip that scrolls', () => {
  // A strip moved sideways by script of its own: its scroll position written (an animation loop's steps), the
  // browser asked to scroll it by or to a place along it, or an item scrolled into view along it.
  const SCROLLING = [
    /\.scrollBy\s*\(/,
    /\.scrollLeft\s*[-+*/]?=(?!=)/,
    /\.scrollTo\s*\(\s*\{[^}]*\bleft\s*:/,
    // scrollTo(x, y) with an x other than 0 (a page scrolled to a height is not a strip).
    /\.scrollTo\s*\(\s*(?!0\s*,)[^\s{)]/,
    /\.scrollIntoView\??\.?\(\s*\{[^}]*\binline\s*:/,
  ];
  const moves = (line: string) => SCROLLING.some((s) => s.test(line));

  it('the detector catches a hand-written strip (samples of one) and leaves a page scrolled to a height alone', () => {
    // The lines of the strip scrolling the lobby had before Swiper moved it.
    const strip = [
      "track.scrollBy({ left: distance, behavior: 'smooth' });",
      'el.scrollLeft = from + delta * (1 - (1 - p) ** 3);',
      'el.scrollLeft = to;',
      'row.scrollLeft += width;',
      "strip.scrollTo({ behavior: 'smooth', left: x });",
      'row.scrollTo(x, 0);',
      "tab.scrollIntoView({ block: 'nearest', inline: 'center' });",
    ];
    expect(strip.filter((line) => !moves(line))).toEqual([]);
    const page = [
      'window.scrollTo(0, top);',
      "window.scrollTo({ top: 0, behavior: 'smooth' });",
      "el?.scrollIntoView?.({ block: 'center' });",
      'if (el.scrollLeft === 0) return;',
      'const max = el.scrollWidth - el.clientWidth;',
    ];
    expect(page.filter(moves)).toEqual([]);
  });

  it('no module of the app scrolls a strip itself', () => {
    const app = modules().filter((f) => f.startsWith('src/app/'));
    expect(app.length, 'the app modules are read').toBeGreaterThan(100);
    expect(offenders(app, SCROLLING), 'strips move by Swiper: ui/use-strip.ts (carousel-kit.ts mountStrip)').toEqual([]);
  });

  it('the rows of cards and the tab bars are Swiper strips, started through the one loader', () => {
    for (const strip of ['GameScroller.tsx', 'VendorTabBar.tsx', 'Tabs.tsx'])
      expect(code(`src/app/features/lobby/components/${strip}`), strip).toMatch(/\buseStrip\(/);
    expect(code('src/app/ui/use-strip.ts')).toMatch(/\bloadCarouselKit\(\)[\s\S]*\.mountStrip\(/);
    expect(code('src/app/ui/carousel-kit.ts')).toMatch(/export function mountStrip\([\s\S]*new Swiper\([\s\S]*cssMode: true/);
  });
});
