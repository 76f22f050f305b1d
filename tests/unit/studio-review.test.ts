// Save's review (src/studio/ui/review.tsx) and Rebuild's result in words
// (src/studio/server/rebuild.ts): what the operator reads before and after.
import { describe, expect, it } from 'vitest';
import { brandSchemas } from '../../src/config/schema-files.ts';
import { outcome } from '../../src/studio/server/rebuild.ts';
import { bundle } from '../../src/studio/ui/schema-groups.ts';
import { changesBetween } from '../../src/studio/ui/review.tsx';

const { root } = bundle(brandSchemas());

describe('the review before a save', () => {
  it('lists each changed property with its old and new value and its meaning from the schema', () => {
    const saved = {
      id: 'nova',
      flags: { USERNAMEREG3: true },
      languages: { default: 'en', supported: ['en', 'th'] },
      theme: { colors: { primary: '#1d4ed8' } },
    };
    const draft = {
      id: 'nova',
      flags: { USERNAMEREG3: false, REGMOBVERF3: true },
      languages: { default: 'th', supported: ['en', 'th'] },
      theme: { colors: { primary: '#7c3aed' } },
    };
    const changes = changesBetween(saved, draft, root);
    expect(changes.map((c) => [c.pointer, c.before, c.after])).toEqual([
      ['/flags/USERNAMEREG3', 'on', 'off'],
      ['/languages/default', 'en', 'th'],
      ['/theme/colors/primary', '#1d4ed8', '#7c3aed'],
      ['/flags/REGMOBVERF3', '(not set: off)', 'on'],
    ]);
    const flag = changes[0]!;
    expect(flag.label).toBe('Flags (flags) › USERNAMEREG3');
    expect(flag.meaning).toBe('Registration by username and password (account spec section 2, Registration screen).');
  });

  it('is empty when nothing changed, whatever the key order', () => {
    expect(changesBetween({ a: 1, flags: { X: true } }, { flags: { X: true }, a: 1 }, root)).toEqual([]);
  });
});

describe("Rebuild's result", () => {
  const report = (snapshot: { answers: number; bytes: number; problem?: string }) => ({
    built: [{ id: 'nova', pages: 48, bytes: 2_860_000, snapshot }],
    failed: [],
  });

  it('says the snapshot was taken, with its answers and size', () => {
    expect(outcome('nova', 0, report({ answers: 23, bytes: 217_960 }))).toEqual({
      state: 'done',
      snapshot: { answers: 23, bytes: 217_960 },
      summary: 'Build finished (48 pages, 2.73 MB), with its content snapshot: 23 answers, 212.9 KB.',
    });
  });

  it('warns when the site was built without its content, and says why', () => {
    const o = outcome('nova', 0, report({ answers: 0, bytes: 0, problem: 'nova status: platform unreachable.' }));
    expect(o.state).toBe('warning');
    expect(o.summary).toBe(
      'Built without content (48 pages, 2.73 MB). No content snapshot: nova status: platform unreachable. Players see placeholders until their content loads; fix this and Rebuild.',
    );
  });

  it('fails in words when the build failed or the brand is invalid', () => {
    expect(outcome('nova', 1, undefined).summary).toBe('Build failed (exit code 1); the log below says where. The site was left as it was.');
    expect(outcome('nova', 1, { built: [], failed: [{ id: 'nova', problems: [{}, {}] }] }).summary).toBe(
      'Build failed: brands/nova/brand.json has 2 problems (see the log). The site was left as it was.',
    );
  });
});
