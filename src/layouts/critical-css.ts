// The CSS a prebuilt page's first paint needs. The app's stylesheet (every
// feature's CSS, one file) is cut down per page to the rules that may match an
// element of that page's HTML; that much is inlined in the head, and the whole
// stylesheet is left for later (page-styles.ts). A rule is kept when every
// class, id, element name and attribute name its selector requires is in the
// page; pseudo-classes and everything inside :not(), :is(), :where() and
// :has() are assumed to match, so the cut keeps too much rather than too little.
// Rules stay in their order, so once the whole stylesheet arrives every element
// the page had matches the same rules as before: nothing moves or changes.

import { LANGUAGE_PENDING_CLASS } from '../app/language-pending.ts';

/** One rule of a minified stylesheet, with what each of its selectors needs in the page. */
type Rule =
  | { kind: 'style'; selectors: { text: string; needs: string[] }[]; body: string }
  | { kind: 'group'; prelude: string; rules: Rule[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'keep'; text: string };

export interface ParsedCss {
  rules: Rule[];
}

/** Classes that a script in the page's head may put on <html> before the first paint (the language guard in Page.astro). */
export const HEAD_SCRIPT_CLASSES = [LANGUAGE_PENDING_CLASS];

const GROUPS = /^@(media|supports|container|layer)\b/i;
const KEYFRAMES = /^@(-webkit-)?keyframes\s+([^\s{]+)/i;

/** Parses a stylesheet (as the build minifies it) into rules. */
export function parseCss(source: string): ParsedCss {
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  let i = 0;
  const block = (): Rule[] => {
    const rules: Rule[] = [];
    while (i < css.length) {
      while (i < css.length && /\s/.test(css[i]!)) i++;
      if (i >= css.length || css[i] === '}') {
        i++;
        return rules;
      }
      const start = i;
      const prelude = readUntil(css, i, '{;');
      i = prelude.end;
      const text = prelude.text.trim();
      if (css[i] === ';') {
        // @charset, @import, @layer a, b;
        i++;
        rules.push({ kind: 'keep', text: css.slice(start, i) });
        continue;
      }
      i++; // past '{'
      if (GROUPS.test(text)) {
        rules.push({ kind: 'group', prelude: text, rules: block() });
        continue;
      }
      const bodyEnd = matchingBrace(css, i);
      const body = css.slice(i, bodyEnd);
      i = bodyEnd + 1;
      const keyframes = KEYFRAMES.exec(text);
      if (keyframes) rules.push({ kind: 'keyframes', name: keyframes[2]!, text: css.slice(start, i) });
      else if (text.startsWith('@')) rules.push({ kind: 'keep', text: css.slice(start, i) });
      else rules.push({ kind: 'style', selectors: splitTopLevel(text, ',').map((s) => ({ text: s, needs: selectorNeeds(s) })), body });
    }
    return rules;
  };
  return { rules: block() };
}

/** What a page offers to selectors: its classes, ids, element names and attribute names. */
export interface PageTokens {
  has: (token: string) => boolean;
  /** The tokens, sorted: pages with the same ones get the same rules. */
  key: string;
}

// Attribute values never hold a raw '>': React and Astro escape it.
const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The tokens of a page's markup (script and style contents are not markup), plus the head scripts' classes. */
export function pageTokens(html: string): PageTokens {
  const tokens = new Set<string>(HEAD_SCRIPT_CLASSES.map((c) => `.${c}`));
  TAG.lastIndex = 0;
  for (let tag = TAG.exec(html); tag; tag = TAG.exec(html)) {
    const name = tag[1]!.toLowerCase();
    tokens.add(name);
    const attributes = tag[2]!;
    ATTRIBUTE.lastIndex = 0;
    // exec() in a loop rather than matchAll(): every page of every brand goes through here.
    for (let attr = ATTRIBUTE.exec(attributes); attr; attr = ATTRIBUTE.exec(attributes)) {
      const attribute = attr[1]!.toLowerCase();
      tokens.add(`[${attribute}]`);
      const value = attr[2] ?? attr[3] ?? attr[4];
      if (!value) continue;
      if (attribute === 'class') for (const c of value.split(/\s+/)) c && tokens.add(`.${c}`);
      else if (attribute === 'id') tokens.add(`#${value}`);
    }
    // A script's or style's content is not markup: go on after it.
    if (name === 'script' || name === 'style') {
      const end = html.indexOf(`</${name}`, TAG.lastIndex);
      if (end < 0) break;
      TAG.lastIndex = end;
    }
  }
  return { has: (t) => tokens.has(t), key: [...tokens].sort().join(' ') };
}

/**
 * The cut of each stylesheet by page tokens: a site's pages repeat a few sets of
 * elements, and brands built together repeat each other's, so most pages of a
 * build find theirs here. Bounded, as a build of many different brands could
 * hold many sets.
 */
const cuts = new WeakMap<ParsedCss, Map<string, string>>();
const MAX_CUTS = 2000;

/** The rules of `css` that may match something in the page, as CSS text. */
export function criticalCss(css: ParsedCss, page: PageTokens): string {
  let known = cuts.get(css);
  if (!known) cuts.set(css, (known = new Map()));
  let text = known.get(page.key);
  if (text === undefined) {
    if (known.size >= MAX_CUTS) known.clear();
    known.set(page.key, (text = cut(css, page)));
  }
  return text;
}

function cut(css: ParsedCss, page: PageTokens): string {
  const kept = pick(css.rules, page);
  // Keyframes only when a kept rule names them.
  const declarations = collectBodies(kept).join(';');
  return kept
    .map(function text(rule: Rule): string {
      if (rule.kind === 'style') return `${rule.selectors.map((s) => s.text).join(',')}{${rule.body}}`;
      if (rule.kind === 'group') return `${rule.prelude}{${rule.rules.map(text).join('')}}`;
      if (rule.kind === 'keyframes') return new RegExp(`(^|[\\s:,])${escapeRegExp(rule.name)}([\\s;,!]|$)`).test(declarations) ? rule.text : '';
      return rule.text;
    })
    .join('');
}

function pick(rules: Rule[], page: PageTokens): Rule[] {
  const out: Rule[] = [];
  for (const rule of rules) {
    if (rule.kind === 'style') {
      const selectors = rule.selectors.filter((s) => s.needs.every((t) => page.has(t)));
      if (selectors.length) out.push({ ...rule, selectors });
    } else if (rule.kind === 'group') {
      const inner = pick(rule.rules, page);
      if (inner.length) out.push({ ...rule, rules: inner });
    } else out.push(rule);
  }
  return out;
}

function collectBodies(rules: Rule[]): string[] {
  return rules.flatMap((r) => (r.kind === 'style' ? [r.body] : r.kind === 'group' ? collectBodies(r.rules) : []));
}

/**
 * The tokens a selector needs: `.class`, `#id`, element names and `[attribute]`
 * names, from every compound outside functional pseudo-classes.
 */
export function selectorNeeds(selector: string): string[] {
  const needs: string[] = [];
  let i = 0;
  const s = selector;
  let compoundStart = true;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '.' || c === '#') {
      const m = /^-?[_a-zA-Z\u00a0-\uffff\\][-_a-zA-Z0-9\u00a0-\uffff\\]*/.exec(s.slice(i + 1));
      if (m) needs.push(`${c}${m[0].replace(/\\(.)/g, '$1')}`);
      i += 1 + (m?.[0].length ?? 0);
      compoundStart = false;
    } else if (c === '[') {
      const end = matchingClose(s, i, '[', ']');
      const name = /^\s*([^\s~|^$*=\]]+)/.exec(s.slice(i + 1, end))?.[1];
      if (name) needs.push(`[${name.toLowerCase()}]`);
      i = end + 1;
      compoundStart = false;
    } else if (c === ':') {
      // Pseudo-classes and pseudo-elements; a functional one is skipped whole (:not(.a) needs nothing).
      const m = /^::?[-a-zA-Z0-9]+/.exec(s.slice(i));
      i += m?.[0].length ?? 1;
      if (s[i] === '(') i = matchingClose(s, i, '(', ')') + 1;
      compoundStart = false;
    } else if (/[\s>+~]/.test(c)) {
      i++;
      compoundStart = true;
    } else if (c === '*') {
      i++;
      compoundStart = false;
    } else if (compoundStart && /[a-zA-Z]/.test(c)) {
      const m = /^[a-zA-Z][-a-zA-Z0-9]*/.exec(s.slice(i))!;
      needs.push(m[0].toLowerCase());
      i += m[0].length;
      compoundStart = false;
    } else {
      i++;
    }
  }
  return needs;
}

/**
 * Walks `text` from `from`, skipping quoted strings, and hands each other
 * character to `visit` with the depth of (), [] and {} it stands at (a bracket
 * counts as outside its own pair). Returns the first index `visit` accepts; -1 when none.
 */
function walkUnquoted(text: string, from: number, visit: (c: string, depth: number, i: number) => boolean): number {
  let quote = '';
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      continue;
    }
    if (')]}'.includes(c)) depth--;
    if (visit(c, depth, i)) return i;
    if ('([{'.includes(c)) depth++;
  }
  return -1;
}

/** Splits at `sep` outside parentheses, brackets and quotes. */
function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let start = 0;
  walkUnquoted(text, 0, (c, depth, i) => {
    if (c === sep && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
    return false;
  });
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** Reads from `from` to the first of `stops` outside quotes and parentheses. */
function readUntil(css: string, from: number, stops: string): { text: string; end: number } {
  const end = walkUnquoted(css, from, (c, depth) => depth === 0 && stops.includes(c));
  if (end < 0) throw new Error(`critical CSS: unexpected end of stylesheet after "${css.slice(from, from + 60)}"`);
  return { text: css.slice(from, end), end };
}

/** Index of the `}` closing the block whose body starts at `from`. */
function matchingBrace(css: string, from: number): number {
  const end = walkUnquoted(css, from, (c, depth) => c === '}' && depth === -1);
  if (end < 0) throw new Error(`critical CSS: a block opened before "${css.slice(from, from + 60)}" is never closed`);
  return end;
}

function matchingClose(s: string, open: number, o: string, c: string): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === o) depth++;
    else if (s[i] === c && --depth === 0) return i;
  }
  return s.length - 1;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
