// What i18next cannot read as a translator meant it: a `{{` without its `}}`,
// a `$t(` nesting that does not close or whose options are not JSON, a nested key
// that does not exist, a format the app does not have, a <Trans> tag left open.
// i18next shows such text literally (or empty) without a word; `npm run
// i18n:status` and brand validation (config/locale-overrides.ts) report it instead.

export interface SyntaxRules {
  /** The named formats `{{value, name}}` may use (value-formatter.ts formatNames). */
  formats: readonly string[];
  /** Whether `ns:key` (or `key` of `ns`) names a string a translation may nest. */
  keyExists: (key: string) => boolean;
}

const NESTING = '$t(';

/** The end of a `$t(` nesting opened at `start`: i18next's rule (quoted strings and one level of parentheses inside), or -1. */
function nestingEnd(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start + NESTING.length; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

function checkPlaceholders(text: string, rules: SyntaxRules, problems: string[]): void {
  let at = 0;
  for (;;) {
    const open = text.indexOf('{{', at);
    const close = text.indexOf('}}', at);
    if (open < 0) {
      if (close >= 0) problems.push(`"}}" with no "{{" before it: "${text.slice(Math.max(0, close - 20), close + 2)}"`);
      return;
    }
    if (close >= 0 && close < open) {
      problems.push(`"}}" with no "{{" before it: "${text.slice(Math.max(0, close - 20), close + 2)}"`);
      return;
    }
    const end = text.indexOf('}}', open + 2);
    const inner = end < 0 ? '' : text.slice(open + 2, end);
    if (end < 0 || inner.includes('{{')) {
      problems.push(`"{{" with no "}}" after it: "${text.slice(open, open + 24)}"`);
      return;
    }
    const [name = '', ...formats] = inner.replace(/^-/, '').split(',');
    if (!/^\s*[\p{L}\p{N}_.]+\s*$/u.test(name)) problems.push(`a placeholder without a name: "{{${inner}}}" (write {{name}})`);
    for (const format of formats.map((f) => f.trim().toLowerCase())) {
      if (!rules.formats.includes(format)) problems.push(`an unknown format "${format}" in "{{${inner}}}" (known: ${rules.formats.join(', ')})`);
    }
    at = end + 2;
  }
}

/** Tags a <Trans> string may hold: <1>…</1>, <strong>…</strong>, <br/>. */
const TAG = /<(\/?)([\p{L}\p{N}]+)\s*(\/?)>/gu;

function checkTags(text: string, problems: string[]): void {
  const open: string[] = [];
  for (const m of text.matchAll(TAG)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) open.push(name!);
    else if (open.at(-1) === name) open.pop();
    else {
      problems.push(`"</${name}>" closes ${open.length ? `"<${open.at(-1)}>"` : 'nothing'}`);
      return;
    }
  }
  if (open.length) problems.push(`"<${open.at(-1)}>" is never closed`);
}

/** Each way `text` breaks i18next's syntax, in words a translator can act on; empty when it is sound. */
export function syntaxProblems(text: string, rules: SyntaxRules): string[] {
  const problems: string[] = [];
  let rest = '';
  let at = 0;
  for (;;) {
    const start = text.indexOf(NESTING, at);
    if (start < 0) break;
    rest += text.slice(at, start);
    const end = nestingEnd(text, start);
    if (end < 0) {
      problems.push(`"${NESTING}" with no ")" closing it: "${text.slice(start, start + 30)}"`);
      return problems;
    }
    const inner = text.slice(start + NESTING.length, end);
    // $t(key), $t(key, {"option": "value"}), either followed by `, format`: i18next's reading.
    const withOptions = /,\s*\{/.exec(inner);
    const optionsEnd = withOptions ? inner.lastIndexOf('}') + 1 : -1;
    const [key = '', ...formats] = (withOptions ? [inner.slice(0, withOptions.index), ...inner.slice(optionsEnd).split(',').slice(1)] : inner.split(',')).map(
      (p) => p.trim(),
    );
    if (!key) problems.push(`"${NESTING}${inner})" nests no key`);
    else if (!rules.keyExists(key)) problems.push(`"${NESTING}${key})" nests a key English does not have`);
    for (const format of formats.map((f) => f.toLowerCase()))
      if (!rules.formats.includes(format)) problems.push(`an unknown format "${format}" in "${NESTING}${inner})" (known: ${rules.formats.join(', ')})`);
    if (withOptions) {
      const options = inner.slice(withOptions.index + 1, optionsEnd);
      checkPlaceholders(options, rules, problems);
      // i18next fills the placeholders first, then reads the options as JSON (single quotes allowed when there are no double ones).
      let json = options.replace(/\{\{[^}]*\}\}/g, '0');
      if (!json.includes('"')) json = json.replaceAll("'", '"');
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        parsed = undefined;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        problems.push(`the options of "${NESTING}${key}, …)" are not a JSON object: ${options.trim()} (write {"name": "value"})`);
    }
    at = end + 1;
  }
  rest += text.slice(at);
  checkPlaceholders(rest, rules, problems);
  checkTags(rest, problems);
  return problems;
}
