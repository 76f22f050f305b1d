// Helpers of the content suites (tests/e2e/content-*.spec.ts): a browser session
// for a player (players.ts registers them), the terms gate and notice popups out
// of the way where a test is not about them, and the text a player sees.
import type { Page, Route } from '@playwright/test';
import type { Session } from './players.ts';

/** Keeps the terms gate (agreed this session) and, unless asked for, the notice popups and the login slider out of the way. */
export async function quietPage(page: Page, options: { popups?: boolean } = {}) {
  await page.addInitScript((popups) => {
    sessionStorage.setItem('MC_TERMS_AGREED', '1');
    // Every announcement id the demo platform seeds (a few dozen) counts as already shown.
    if (!popups) sessionStorage.setItem('LK_NOTICE_POPUPS_SEEN', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
    if (!popups) sessionStorage.setItem('LK_LOGIN_SLIDER_SEEN', '1');
  }, options.popups ?? false);
}

/** The text a player sees: every shown text node's text, whitespace collapsed, one line each, in page order. */
export function textLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text || !parent || parent.closest('script, style, template, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      lines.push(text);
    }
    return lines;
  });
}

/** Starts the page with `session` stored as the site stores it (localStorage MC_SESSION_INFO). */
export async function signIn(page: Page, session: Session) {
  await page.addInitScript((s) => {
    localStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ token: s.token, merchantCode: s.merchantCode, userName: s.userName, type: s.type, firstTimeLogin: false }),
    );
  }, session);
}

/**
 * Answers an intercepted platform call with the platform's own answer, its
 * value changed by `change` on the way to the page (the sanitising suites put
 * hostile HTML into it).
 */
export async function answerChanged(route: Route, change: (value: unknown, url: URL) => unknown) {
  // Node cannot resolve <brand>.localhost: ask the same server by address, with the page's host.
  const url = new URL(route.request().url());
  const response = await route.fetch({ url: url.href.replace(url.host, `127.0.0.1:${url.port}`), headers: { ...route.request().headers(), host: url.host } });
  const body = (await response.json()) as { success: boolean; value: unknown };
  await route.fulfill({ response, json: { ...body, value: change(body.value, url) } });
}
