// The owner's stack is what the running app uses (issue 36's acceptance): no
// module under src/ does by hand what one of its libraries does. Each case reads
// the sources and fails naming the file and the line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mts|js|mjs|astro)$/;

function sources(dir = join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return SOURCE.test(e.name) ? [path] : [];
  });
}

/** Every line of a file under src/ that matches one of `patterns`, as "file:line: the line". */
function linesMatching(patterns: RegExp[]): string[] {
  return sources().flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) => (patterns.some((p) => p.test(line)) ? [`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe("the owner's stack at runtime (issue 36)", () => {
  it('reads the sources under src/', () => {
    // A walk that found nothing would pass every case below.
    expect(sources().length).toBeGreaterThan(300);
    expect(linesMatching([/from 'react-router-dom'/])).not.toEqual([]);
  });

  it('no module under src/ listens to or writes the history itself: React Router does (state/location.ts)', () => {
    const found = linesMatching([
      // Listening for back and forward moves.
      /addEventListener\(\s*['"`](popstate|hashchange)['"`]/,
      /\bon(popstate|hashchange)\s*=/,
      // The Navigation API's own moves.
      /navigation\.(addEventListener|navigate|back|forward|traverseTo)\(/,
      // Adding or replacing history entries.
      /\.(pushState|replaceState)\s*\(/,
    ]);
    expect(found, `history handled by hand, not through React Router (state/location.ts):\n${found.join('\n')}`).toEqual([]);
  });
});
