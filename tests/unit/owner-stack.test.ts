// The product's own stack at runtime (issue 36): what a library the owner chose
// does, no module under src/ does again by hand. Each case names the library,
// the signatures a hand-written copy would have, and where (if anywhere) one
// may stand with the reason. Comments are left out before matching, so prose
// may describe what the code does not.
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** Every TypeScript module under src/ (generated types aside), repository-relative. */
function modules(): string[] {
  return globSync('src/**/*.{ts,tsx}', { cwd: ROOT }).filter((f) => !f.includes('/generated/'));
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
    const loaders = modules().filter((f) => /import\(\s*['"][^'"]*carousel-kit\.ts['"]\s*\)/.test(code(f)));
    expect(loaders).toEqual(['src/app/ui/Carousel.tsx']);
  });
});
