// i18next-cli configuration (`npx i18next-cli <command> -c src/i18n/toolkit-config.ts`),
// used by `npm run i18n:extract` to find the keys the code uses and the strings it
// hard-codes.
import { defineConfig } from 'i18next-cli';
import { LANGUAGES } from './languages.ts';

export default defineConfig({
  locales: [...LANGUAGES],
  extract: {
    input: ['src/app/**/*.{ts,tsx}'],
    ignore: ['src/**/*.test.*', 'src/**/generated/**'],
    output: 'src/i18n/locales/{{language}}/{{namespace}}.json',
    primaryLanguage: 'en',
    defaultNS: 'common',
    fallbackNS: 'common',
    nsSeparator: ':',
    keySeparator: '.',
    pluralSeparator: '_',
    contextSeparator: '_',
    functions: ['t', '*.t'],
    useTranslationNames: ['useTranslation'],
    extractFromComments: false,
    /**
     * Keys built at runtime, which no parser can see: titles and menu entries by
     * route or item id, error texts by the platform's error code, validation
     * messages named by the brand config's patterns. Keep the families here.
     */
    preservePatterns: [
      'common:title.*',
      'common:menu.*',
      'common:bottom.*',
      'errors:*',
      'validation:*',
      // by platform message code, provider, status, channel or menu entry
      'account:message.*',
      'account:social.*',
      'account:field.*',
      'account:terms.line.*',
      'account:local_terms_accept',
      'account:invitation_code_error',
      'member:menu.*',
      'member:service.*',
      'member:reward.*',
      'member:agent.*',
      'member:feedback.categories.*',
      'content:status.*',
      // a promotion's dates line (rules/promotion-labels.ts datesLabel)
      'content:promotions.longTerm',
      'content:promotions.period',
      'content:promotions.from',
      'content:iosGuide.*',
      'content:activity_*',
      'content:reward.activity_*',
    ],
  },
  lint: {
    ignoredAttributes: [
      'className',
      'data-section',
      'data-item',
      'data-lng',
      'lang',
      'dir',
      'role',
      'type',
      'inputMode',
      'autoComplete',
      'aria-roledescription',
      'href',
      'to',
      'src',
      'rel',
      'target',
      'id',
      'name',
      'method',
      'pattern',
    ],
  },
});
