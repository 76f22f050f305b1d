// The first pass over platform HTML (help, terms, promotions, notices), before
// DOMPurify sees it in SafeHtml.tsx. DOMPurify's HTML profile keeps media
// elements and inline styles, and both can make the browser fetch from a
// foreign origin without any click: <video poster>, <audio src>, <source src>,
// <track src>, and CSS that reaches a URL without the literal text "url(" (an
// escape such as `u\72l(`, `image-set("...")`). Inline styles may also pin a
// fake screen over the page (position: fixed). None of the platform's content
// needs any of that, so this pass removes it. It only removes (and scales
// pixel sizes inside styles); DOMPurify still runs on its output. It reads the
// DOM only through prototype methods, so content that clobbers element or
// document properties with named form controls cannot break it.

/** Elements dropped with their content: media that loads by itself. */
const DROP = [
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'object',
  'embed',
  'iframe',
  'frame',
  'frameset',
  'portal',
  'svg',
  'math',
  'template',
  'noscript',
  'script',
  'style',
  'link',
  'meta',
  'base',
];

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
  const dom = domMethods();
  const body = dom.body(parse(html));
  if (!body) return '';
  for (const el of dom.all(body, DROP.join(','))) dom.remove(el);
  for (const el of dom.all(body, '*')) {
    for (const attr of dom.attributeNames(el)) {
      const name = attr.toLowerCase();
      const value = dom.getAttribute(el, attr) ?? '';
      if (name.startsWith('on') || URL_ATTRS.includes(name)) dom.removeAttribute(el, attr);
      else if (name === 'style' && RISKY_STYLE.test(value)) dom.removeAttribute(el, attr);
      else if (name === 'style' && pxPerRem)
        dom.setAttribute(
          el,
          attr,
          value.replace(PX, (_m, n: string) => remLength(Number(n) / pxPerRem)),
        );
    }
  }
  return dom.innerHTML(body);
}

/** The text of `html` and nothing else, escaped: what an entry shows if its markup cannot be made safe. */
export function textOnly(html: string, parse: (html: string) => Document): string {
  const dom = domMethods();
  const body = dom.body(parse(html));
  for (const el of body ? dom.all(body, DROP.join(',')) : []) dom.remove(el);
  return (body ? dom.textContent(body) : '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The DOM read and changed only through the prototypes' own methods and
 * getters. Hostile markup can shadow an element's properties (DOM
 * clobbering): in `<form><input name="attributes"></form>` the form's
 * `attributes` is the input, and `<img name="body">` shadows a document's
 * `body`. Calls made this way cannot be redirected by names in the content.
 * Taken when first used, from this realm's prototypes (DOMParser documents
 * share them), so importing this module outside a browser costs nothing.
 */
function domMethods() {
  const getter = <T>(proto: object, name: string) => {
    const get = Object.getOwnPropertyDescriptor(proto, name)!.get!;
    return (target: object) => get.call(target) as T;
  };
  const E = Element.prototype;
  return {
    body: getter<HTMLElement | null>(Document.prototype, 'body'),
    all: (root: Element, selector: string) => [...E.querySelectorAll.call(root, selector)],
    remove: (el: Element) => E.remove.call(el),
    attributeNames: (el: Element) => E.getAttributeNames.call(el),
    getAttribute: (el: Element, name: string) => E.getAttribute.call(el, name),
    removeAttribute: (el: Element, name: string) => E.removeAttribute.call(el, name),
    setAttribute: (el: Element, name: string, value: string) => E.setAttribute.call(el, name, value),
    innerHTML: getter<string>(E, 'innerHTML'),
    textContent: getter<string>(Node.prototype, 'textContent'),
  };
}

/** `n` popup rem as CSS. */
function remLength(n: number): string {
  return `calc(${Number(n.toFixed(4))} * var(--lk-popup-rem, 1rem))`;
}

/** The browser's inert parser: scripts never run and nothing loads in a DOMParser document. */
export function parseInert(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
