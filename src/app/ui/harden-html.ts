// The first pass over platform HTML (help, terms, promotions, notices), before
// DOMPurify sees it in SafeHtml.tsx. DOMPurify's HTML profile keeps media
// elements and inline styles, and both can make the browser fetch from a
// foreign origin without any click: <video poster>, <audio src>, <source src>,
// <track src>, and CSS that reaches a URL without the literal text "url(" (an
// escape such as `u\72l(`, `image-set("...")`). Inline styles may also pin a
// fake screen over the page (position: fixed). None of the platform's content
// needs any of that, so this pass removes it. It only removes (and scales
// pixel sizes inside styles); DOMPurify still runs on its output.

/** Elements dropped with their content: media that loads by itself. */
const DROP = ['video', 'audio', 'source', 'track', 'picture', 'object', 'embed', 'iframe', 'frame', 'frameset', 'portal', 'svg', 'math', 'template', 'noscript', 'script', 'style', 'link', 'meta', 'base'];

/** Attributes that load something or carry URLs DOMPurify lets through. */
const URL_ATTRS = ['poster', 'srcset', 'background', 'lowsrc', 'dynsrc', 'longdesc', 'data', 'codebase', 'ping', 'xlink:href', 'formaction', 'action'];

/** Inline CSS that could fetch, escape a filter or cover the page. */
const RISKY_STYLE = /\\|url|image|expression|@|behavio|binding|src\s*\(|position|element\s*\(|cross-fade|paint\s*\(|var\s*\(|env\s*\(|attr\s*\(/i;

/** A CSS pixel length (`12px`, `.5px`, `-3px`), not part of a longer word. */
const PX = /(?<![\w.])(-?\d*\.?\d+)px\b/gi;

/**
 * `pxPerRem` converts pixel sizes in inline styles to rem (the notice popups,
 * game spec section 9: "divided by 100"). Popup HTML is written for the
 * platform's 750 px wide design, on sites whose root font size is 1/7.5 of the
 * screen width, so 100 design px = 1 rem there. This site keeps a 16 px root,
 * so the popup's rem is a CSS variable, `--lk-popup-rem` (content.css), that
 * recreates that size; without it the sizes fall back to the real rem.
 * Only inside style attributes: the text a player reads ("screens up to
 * 1080px") and URLs keep their "px".
 */
export function hardenHtml(html: string, parse: (html: string) => Document, options: { pxPerRem?: number } = {}): string {
  const { pxPerRem } = options;
  const doc = parse(html);
  const body = doc.body;
  if (!body) return '';
  for (const el of [...body.querySelectorAll(DROP.join(','))]) el.remove();
  for (const el of [...body.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || URL_ATTRS.includes(name)) el.removeAttribute(attr.name);
      else if (name === 'style' && RISKY_STYLE.test(attr.value)) el.removeAttribute(attr.name);
      else if (name === 'style' && pxPerRem) attr.value = attr.value.replace(PX, (_m, n: string) => remLength(Number(n) / pxPerRem));
    }
  }
  return body.innerHTML;
}

/** `n` popup rem as CSS. */
function remLength(n: number): string {
  return `calc(${Number(n.toFixed(4))} * var(--lk-popup-rem, 1rem))`;
}

/** The browser's inert parser: scripts never run and nothing loads in a DOMParser document. */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
