// Rules the features (and the app and the server) share are defined once
// (src/README.md, Layers and imports). Their behaviour is pinned in
// shared-rules.test.ts and the feature tests; this suite pins that they stay
// single: each rule has a signature a copy would repeat (the customer-type
// literals, the VIP division, the join call, ...), and only its home may
// contain it. Comments are left out before matching, so prose may cite a rule.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

interface Rule {
  name: string;
  /** Where the rule lives (repository-relative); other files may call it, never restate it. */
  home: string[];
  /** Folders searched. */
  scope: string[];
  signatures: RegExp[];
}

const RULES: Rule[] = [
  {
    name: 'customer types and what each may do (account spec section 6)',
    home: ['src/platform/customer-types.ts'],
    scope: ['src/app', 'src/server', 'src/platform'],
    signatures: [/\[\s*0\s*,\s*4\s*,\s*40\s*\]/, /\[\s*4\s*,\s*40\b/, /\b(type|Type)\s*[!=]==?\s*(4|40|41|42)\b/, /\b(4|40|41|42)\s*[!=]==?\s*[\w.]*[tT]ype\b/],
  },
  {
    name: 'standalone (installed app) detection',
    home: ['src/app/state/standalone.ts', 'src/app/state/use-installed.ts'],
    scope: ['src/app', 'src/platform'],
    signatures: [/display-mode:\s*standalone/, /\.standalone\b/, /appUserAgentMarker/],
  },
  {
    name: 'hydration detection and the hydration-gated session',
    home: ['src/app/state/use-hydrated.tsx', 'src/app/state/hydrating-value.ts', 'src/app/state/viewer.ts'],
    scope: ['src/app'],
    signatures: [
      /useSyncExternalStore\(/,
      /useAtomValue\((tokenAtom|loggedInAtom|customerTypeAtom|isTrialAtom)\)[^\n]*&&\s*hydrated/,
      /hydrated\s*\?\s*token\b/,
    ],
  },
  {
    name: 'VIP progress (account spec section 4)',
    home: ['src/app/features/member/vip-progress.ts'],
    scope: ['src/app'],
    signatures: [/completedConditions\s*\//, /function\s+vipProgress\b/],
  },
  {
    name: "the cashier's amount field: its range, its input and its problem line",
    home: ['src/app/features/cashier/AmountField.tsx', 'src/app/features/cashier/cashier-errors.ts'],
    scope: ['src/app/features/cashier'],
    signatures: [/inputMode="decimal"/, /amountProblemText\(/],
  },
  {
    name: "a member page panel's labelled control (a caption and its control in one label)",
    home: ['src/app/ui/PanelField.tsx'],
    scope: ['src/app'],
    signatures: [/<label className="lk-panel__field">/],
  },
  {
    name: 'what a promotion status lets the player do',
    home: ['src/app/rules/promotion-model.ts'],
    scope: ['src/app'],
    signatures: [/status\s*[!=]==\s*'(Join|Claim|Applying|Close|Rejected|Issued|Claimed|Process|Joined|Coming soon)'/],
  },
  {
    name: 'joining a sign-up promotion',
    home: ['src/app/state/promotions.ts'],
    scope: ['src/app'],
    signatures: [/\.signUpPromotionJoin\s*\(/],
  },
  {
    name: 'loading the help entries',
    home: ['src/app/state/use-content.ts'],
    scope: ['src/app'],
    signatures: [/\bhelpQuery\s*\(/, /PlatformData\(\s*'helpCentre'/, /\.helpCentre\s*\(/],
  },
  {
    name: 'which menu entries the flags allow',
    // The reward centre page itself shows the contact message when REWCEN3 is off (a page, not an entry).
    home: ['src/app/rules/menu-visibility.ts', 'src/app/features/member/RewardCentrePage.tsx'],
    scope: ['src/app'],
    signatures: [/\b(REWCEN3|REFERRAL3|REBATE3|MISSION3|SIGNIN3|RESCUEFUND3|PROMOCODE3)\b/],
  },
  {
    name: 'customer-service channels: order, safe links, where each opens',
    home: ['src/app/rules/service-channels.ts'],
    scope: ['src/app'],
    signatures: [/\.type\s*[!=]==\s*[123]\b/, /'LIVECHAT-1',\s*'TELEGRAM-1'/],
  },
  {
    name: 'the avatar initial and the badge cap',
    home: ['src/app/rules/avatar.ts', 'src/app/rules/format.ts'],
    scope: ['src/app'],
    signatures: [/toLocaleUpperCase\(/, /`\$\{[^}]*[cC]ap[^}]*\}\+`/],
  },
  {
    name: 'the Content-Type of a file sent from disk, by its extension',
    home: ['src/config/content-types.ts'],
    scope: ['src', 'scripts'],
    signatures: [/['"]\.(js|css|html|svg|png|webp)['"]\s*:\s*['"][a-z]+\//, /\.endsWith\(['"]\.js['"]\)\s*\?\s*['"]text\//],
  },
  {
    name: 'platform reads go through the one data cache (state/platform-data.ts)',
    home: ['src/app/state/platform-data.ts'],
    scope: ['src/app'],
    signatures: [
      /platform\(\)\s*\.\s*(memberInfo|walletBalance|customerService|favouriteIds|registrationValidationData|registerSettings|lotteryMenu|headIcon|agentTeamKpi|agentDailySalaryContract|agentDividendContract|playerRankProgress|helpCentre|announcements|notices|hotGames|newGames|gameVendorTypes|winnerBoard|promotionCategories)\b/,
      /function\s+useRemote\b/,
    ],
  },
  {
    name: 'module-level promises (code loaders and the page-long quiet window; data goes through the data cache)',
    home: ['src/app/ui/SafeHtml.tsx', 'src/app/ui/load-carousel-kit.ts', 'src/app/feature-entries.ts', 'src/app/page-quiet.ts'],
    scope: ['src/app'],
    signatures: [/^let\s+\w+\s*:\s*(Promise<|Map<string,\s*Promise<)/m],
  },
];

/** Source without comments, with line breaks kept so line numbers still hold. */
function code(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function sources(scope: string[]): string[] {
  return scope.flatMap((dir) => globSync(`${dir}/**/*.{ts,tsx}`, { cwd: ROOT })).filter((f) => !f.includes('/generated/'));
}

describe('shared rules are defined once', () => {
  for (const rule of RULES) {
    it(rule.name, () => {
      const copies: string[] = [];
      for (const file of sources(rule.scope)) {
        if (rule.home.includes(file)) continue;
        const text = code(file);
        for (const signature of rule.signatures) {
          const m = signature.exec(text);
          if (m)
            copies.push(
              `${file}:${text.slice(0, m.index).split('\n').length} restates "${m[0]}": ${rule.name} lives in ${rule.home.join(' and ')}; use it from there`,
            );
        }
      }
      expect(copies, copies.join('\n')).toEqual([]);
    });
  }

  it('every home exists (a rule that moves takes its home here with it)', () => {
    const missing = RULES.flatMap((r) => r.home).filter((home) => !existsSync(join(ROOT, home)));
    expect(missing).toEqual([]);
  });

  it('the promotion status labels are translated in one namespace', () => {
    const labels = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingsoon'];
    const holders: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const keys = Object.keys(node).map((k) => k.toLowerCase().replace(/\s/g, ''));
      if (labels.filter((l) => keys.includes(l)).length >= 8) holders.push(where);
      for (const [k, v] of Object.entries(node)) walk(v, `${where}.${k}`);
    };
    for (const file of globSync('src/i18n/locales/en/*.json', { cwd: ROOT })) walk(JSON.parse(readFileSync(join(ROOT, file), 'utf8')), file);
    expect(holders).toEqual(['src/i18n/locales/en/content.json.status']);
  });
});
