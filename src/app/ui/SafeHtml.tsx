// HTML from the platform (help, terms, promotions, notices) reaches the DOM only
// through here (src/README.md, House style): first the hardening pass of rules/harden-html.ts
// (no self-loading media, no inline CSS that could fetch or cover the page),
// then DOMPurify, loaded on first use. Beyond DOMPurify's defaults: HTML only
// (no SVG or MathML), no forms or frames, inline styles kept for layout but
// never with url(), images only from this site, the platform or the brand's
// image CDNs, links only http(s)/mailto/tel and opened safely. The HTML and
// each of its blocks take their own direction (dir="auto" on each block unless
// the platform set one, the whole by its first letter), so an English paragraph
// in a right-to-left page keeps its punctuation and an Arabic one in a
// left-to-right page reads right to left.
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { DOMPurify as Purifier } from 'dompurify';
import { useBrand } from '../state/brand.ts';
import { hardenHtml, parseInert, textOnly } from '../rules/harden-html.ts';
import { htmlToText } from '../rules/html-text.ts';
import { firstStrongDirection } from '../rules/text-direction.ts';

let purifier: Promise<Purifier> | undefined;

/** Blocks that get their direction from their own text. Not tables or rows: their column order follows the HTML around them. */
const OWN_DIRECTION = new Set('P DIV LI UL OL DL DT DD H1 H2 H3 H4 H5 H6 BLOCKQUOTE PRE TD TH CAPTION FIGCAPTION SECTION ARTICLE'.split(' '));

function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const p = createDOMPurify(window);
    p.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'style' && /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding/i.test(data.attrValue)) data.keepAttr = false;
    });
    p.addHook('afterSanitizeAttributes', (node) => {
      const el = node as Element;
      if (el.tagName === 'A') {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      if (el.tagName === 'IMG') {
        el.setAttribute('loading', 'lazy');
        el.setAttribute('decoding', 'async');
      }
      if (OWN_DIRECTION.has(el.tagName) && !el.hasAttribute('dir')) el.setAttribute('dir', 'auto');
    });
    return p;
  });
  return purifier;
}

/** Origins images may come from: the page, the platform and the image CDNs. */
function allowedOrigins(apiBase: string, cdns: readonly string[]): Set<string> {
  const here = window.location.origin;
  return new Set([here, ...[apiBase, ...cdns].map((u) => new URL(u, here).origin)]);
}

/** Hardens and sanitises `html`; `pxPerRem` scales pixel sizes in its styles (the notice popup, game spec section 9). */
export async function sanitize(html: string, options: { allowedImageOrigins: Set<string>; pxPerRem?: number }): Promise<string> {
  const p = await loadPurifier();
  const hardened = hardenHtml(html, parseInert, options.pxPerRem ? { pxPerRem: options.pxPerRem } : {});
  const clean = p.sanitize(hardened, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'background', 'ping'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
    // Not URLs: without this the strict URL pattern above drops dir="rtl" and lang="ar" as if they were links.
    ADD_URI_SAFE_ATTR: ['dir', 'lang'],
    RETURN_DOM_FRAGMENT: true,
  }) as DocumentFragment;
  for (const img of clean.querySelectorAll('img')) {
    let origin = '';
    try {
      origin = new URL(img.getAttribute('src') ?? '', window.location.href).origin;
    } catch {
      // unparseable: removed below
    }
    if (!options.allowedImageOrigins.has(origin)) img.remove();
  }
  const box = document.createElement('div');
  box.append(clean);
  return box.innerHTML;
}

export function SafeHtml({ html, className, pxToRem = false, style }: { html: string; className?: string; pxToRem?: boolean; style?: CSSProperties }) {
  const brand = useBrand();
  const [clean, setClean] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void sanitize(html, {
      allowedImageOrigins: allowedOrigins(brand.platform.apiBase, brand.imageCDNs),
      ...(pxToRem ? { pxPerRem: brand.constants.popupPxPerRem } : {}),
    })
      // Markup that cannot be made safe still shows its text: one bad entry must not blank what a player came to read.
      .catch(() => textOnly(html, parseInert))
      .then((out) => live && setClean(out));
    return () => {
      live = false;
    };
  }, [html, pxToRem, brand]);
  const dir = useMemo(() => (clean === undefined ? undefined : firstStrongDirection(htmlToText(clean))), [clean]);
  if (clean === undefined) return <div className={className} style={style} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: clean is sanitize()'s output (DOMPurify and the rules above) or plain text.
  return <div dir={dir} className={`lk-html ${className ?? ''}`} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
