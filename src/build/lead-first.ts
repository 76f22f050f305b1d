// The page's largest picture first, then the rest. Every image a page's HTML
// names is asked for as the browser reads it, so on a phone's slow line the
// lead image (ui/first-screen.ts, the page's largest paint) shared the line
// with a screenful of tiles, promotion cards and the header's logo: on the demo
// homes about 55 KB beside a 21.5 KB banner, and Lighthouse's simulated largest
// paint waited for all of it (1.20 s; 0.90 s with the rest waiting). So each
// picture the app marks to wait (those smaller than the lead: ui/first-screen.ts
// turnOf), and each lazy one, is written without its address (data-lk-src,
// data-lk-srcset) until the lead is on screen: the page's loader
// (island-script.ts) gives them their addresses then,
// before it asks for the app's code, so the app hydrates the very <img>s it
// rendered. Until then such an image holds its box and shows nothing (ui/base.css
// img[data-lk-src]); with JavaScript off it is not shown, as a picture below the
// first screen is not: its game's name or promotion's title is.

import { WAIT_MARK } from '../app/lead-image.ts';

/** The attribute that holds a waiting image's address (and, with `set` after it, its srcset), read by the loader. */
export const WAITING_SRC = 'data-lk-src';

const IMG = /<img\b[^>]*>/g;
/** Marked to wait (ui/first-screen.ts imageLoading, the header's logo), or asked for lazily. */
const WAITS = new RegExp(`\\s${WAIT_MARK}=""|\\sloading="lazy"`, 'i');
const ADDRESS = /\s(src|srcset)="/gi;

/** A rendered page whose marked and lazy pictures wait for the loader (see above). */
export function leadFirst(html: string): string {
  return html.replace(IMG, (tag) =>
    WAITS.test(tag) && /\ssrc="/i.test(tag) ? tag.replace(ADDRESS, (_, name: string) => ` ${WAITING_SRC}${name.length > 3 ? 'set' : ''}="`) : tag,
  );
}
