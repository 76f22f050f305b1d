// @vitest-environment jsdom
// A brand's string overrides that use i18next's features (tests/i18n-feature-overrides.ts),
// merged as the build merges them (catalogFor) and rendered by real i18next and
// react-i18next as the app sets them up (src/i18n/setup.ts). That validation
// accepts them is in config.test.ts (brand locale overrides).
import { cleanup, render, screen } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/i18n/catalog-types.ts';
import { createI18n } from '../../src/i18n/setup.ts';
import { I18nextProvider, Trans, useTranslation } from '../../src/i18n/use-translation.tsx';
import { writeFeatureOverrides } from '../i18n-feature-overrides.ts';

const FSI = '\u2068';
const PDI = '\u2069';

// A brand folder needs only its locales/ for the merge.
const dir = mkdtempSync(join(tmpdir(), 'lobbykit-overrides-'));
writeFeatureOverrides(dir, 'th');
// The build's merge (catalogFor) reads files by module URL, which jsdom's URL does not do: it runs in Node beside.
const catalog = JSON.parse(
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `import { catalogFor } from './src/i18n/catalog.ts'; process.stdout.write(JSON.stringify(catalogFor('th', ${JSON.stringify(dir)})));`,
  ]).toString(),
) as Catalog;
const i18n = createI18n('th', catalog);

afterEach(cleanup);

/** The footer's copyright line, as FooterSection renders it. */
function Copyright() {
  const { t } = useTranslation('content');
  return (
    <p data-testid="copy">
      <Trans t={t} i18nKey="footer.copyright" values={{ year: 2026, brand: 'Siam & Co' }} />
    </p>
  );
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a brand override that uses i18next features', () => {
  it('nests a string, picking its context form', () => {
    expect(i18n.t('common:bottom.promotion')).toBe('Hot offers ★');
    // The key itself, without the context, is still the shared translation.
    expect(i18n.t('common:bottom.home')).toBe('หน้าแรก');
  });

  it('takes the _zero form for 0 and the language’s own forms otherwise', () => {
    const t = i18n.getFixedT('th', 'lobby');
    expect(t('search.count', { count: 0 })).toBe('Nothing yet: try หน้าแรก');
    expect(t('search.count', { count: 3 })).toBe('3 เกม');
  });

  it('renders <Trans> markup as elements, with the value unescaped and isolated, and the nested context form', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Copyright />
      </I18nextProvider>,
    );
    const line = screen.getByTestId('copy');
    expect(line.textContent).toBe(`© 2026 ${FSI}Siam & Co${PDI}. Play responsibly`);
    const strong = line.querySelector('strong');
    expect(strong?.textContent).toBe(`${FSI}Siam & Co${PDI}`);
    expect(line.innerHTML).toBe(`© 2026 <strong>${FSI}Siam &amp; Co${PDI}</strong>. Play responsibly`);
  });
});
