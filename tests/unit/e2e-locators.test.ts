// Browser tests find elements by role and accessible name; a CSS locator stays
// only where no role fits, with a comment saying why (.github/CONTRIBUTING.md,
// "One test on its own"). The rule read here: every `.locator(` or
// `.frameLocator(` call in tests/e2e/*.ts is explained by a comment
//   (a) on the call's own line, or
//   (b) ending on the line just above the statement that holds the call, or
//       inside that statement before the call (a chain split over lines), or
//   (c) ending on the line just above the top-level function or const that
//       holds the call (a helper's comment speaks for the selectors it builds).
// The statement is the innermost one, so a comment above a whole test, loop or
// block explains nothing inside it. Sources are parsed (Vite's parser), so a
// `//` in a string or a pattern is not taken for a comment.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/config/schema-files.ts';

const E2E = join(ROOT, 'tests', 'e2e');
const LOCATORS = new Set(['locator', 'frameLocator']);

type Node = { type?: string; start: number; end: number; [key: string]: unknown };

const isStatement = (n: Node) => n.type !== undefined && /(Statement|Declaration)$/.test(n.type);
const TOP_LEVEL = new Set(['FunctionDeclaration', 'VariableDeclaration', 'ExportNamedDeclaration', 'ExportDefaultDeclaration']);

/** The lines (1-based) each comment starts and ends on: text outside every string, template and pattern literal. */
function comments(text: string, literals: [number, number][]): { from: number; to: number }[] {
  const lineAt = (i: number) => text.slice(0, i).split('\n').length;
  const sorted = [...literals].sort((a, b) => a[0] - b[0]);
  const found: { from: number; to: number }[] = [];
  let next = 0;
  for (let i = 0; i < text.length; i++) {
    while (next < sorted.length && sorted[next]![1] <= i) next++;
    if (next < sorted.length && sorted[next]![0] <= i) {
      i = sorted[next]![1] - 1;
      continue;
    }
    if (text[i] !== '/' || (text[i + 1] !== '/' && text[i + 1] !== '*')) continue;
    const end = text[i + 1] === '/' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
    const stop = end <= 0 ? text.length : end;
    found.push({ from: lineAt(i), to: lineAt(stop - 1) });
    i = stop - 1;
  }
  return found;
}

/** Each `.locator(` / `.frameLocator(` call of a source that no comment explains, as `line: code`. */
function unexplainedLocators(text: string): string[] {
  const lines = text.split('\n');
  const lineAt = (i: number) => text.slice(0, i).split('\n').length;
  const literals: [number, number][] = [];
  const calls: { at: number; statement: Node; topLevel?: Node }[] = [];
  const visit = (node: unknown, statement: Node | undefined, topLevel: Node | undefined): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, statement, topLevel);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'Literal' || n.type === 'TemplateElement') literals.push([n.start, n.end]);
    const callee = n.callee as Node | undefined;
    const property = callee?.property as Node | undefined;
    if (n.type === 'CallExpression' && callee?.type === 'MemberExpression' && LOCATORS.has(property?.name as string) && statement) {
      calls.push({ at: property!.start, statement, topLevel });
    }
    const inner = isStatement(n) ? n : statement;
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value, inner, topLevel);
  };
  const program = parseAst(text, { lang: 'ts' }) as unknown as { body: Node[] };
  for (const top of program.body) visit(top, undefined, TOP_LEVEL.has(top.type ?? '') ? top : undefined);
  const notes = comments(text, literals);
  const endsOn = (line: number) => notes.some((c) => c.to === line);
  const within = (from: number, to: number) => notes.some((c) => c.from >= from && c.from <= to);
  return calls
    .filter(({ at, statement, topLevel }) => {
      const line = lineAt(at);
      const first = lineAt(statement.start);
      return !(within(line, line) || endsOn(first - 1) || within(first, line) || (topLevel && endsOn(lineAt(topLevel.start) - 1)));
    })
    .map(({ at }) => `${lineAt(at)}: ${lines[lineAt(at) - 1]!.trim()}`);
}

describe('CSS locators in the browser tests', () => {
  it('every .locator( in tests/e2e says why no role fits', () => {
    const files = readdirSync(E2E).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((file) => unexplainedLocators(readFileSync(join(E2E, file), 'utf8')).map((p) => `tests/e2e/${file}:${p}`));
    expect(problems, `Find these by role, label or text, or say above them why no role fits:\n${problems.join('\n')}`).toEqual([]);
  });

  it('flags a locator no comment explains, and takes each kind of explanation', () => {
    const source = [
      "import { test } from '@playwright/test';",
      'test("x", async ({ page }) => {',
      "  // Opens the page at 'http://x//y'.",
      "  await page.goto('http://x//y');",
      "  await page.locator('.a').click();",
      "  const url = 'see // here'; await page.locator('.b').click();",
      "  await page.locator('.c').click(); // a decorative picture: no role",
      '  // The head has no roles.',
      "  await expect(page.locator('link'))",
      '    .toBeAttached();',
      '  const chain = page',
      "    .getByRole('list')",
      '    // the badge is a span with no role',
      "    .locator('.badge');",
      '});',
      '/** Home sections are unnamed <section>s. */',
      'function section(page) {',
      '  const all = page.getByRole("main");',
      "  return all.locator('[data-section]');",
      '}',
      'function bare(page) {',
      "  return page.locator('.d');",
      '}',
    ].join('\n');
    expect(unexplainedLocators(source)).toEqual([
      "5: await page.locator('.a').click();",
      "6: const url = 'see // here'; await page.locator('.b').click();",
      "22: return page.locator('.d');",
    ]);
  });
});
