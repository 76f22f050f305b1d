// Every foreground-on-background pair the site draws (theme-roles.ts), checked
// against WCAG AA, reported with both colours' pointers and a colour that passes.
import { contrastRatio, formatRatio, parseHex, suggestColour } from './colour.ts';
import type { BrandConfig } from './generated/brand.ts';
import { NEEDED, ROLE_PAIRS, roleValueIfSet, type RoleValue } from './theme-roles.ts';

export interface ContrastFailure {
  fgPointer: string;
  bgPointer: string;
  fg: string;
  bg: string;
  ratio: string;
  needed: string;
  suggestion?: string;
  where: string;
}

const named = (role: string, v: RoleValue) =>
  v.derivedFrom ? `${role} (not set, so ${v.derivedFrom}) ${v.value} at ${v.pointer}` : `${role} ${v.value} at ${v.pointer}`;

export function contrastProblems(config: BrandConfig): { pointer: string; found: string; expected: string; fix: string; failure: ContrastFailure }[] {
  const colours = config.theme?.colors;
  if (!colours) return [];
  const out = [];
  for (const pair of ROLE_PAIRS) {
    const fg = roleValueIfSet(colours, pair.fg);
    const bg = roleValueIfSet(colours, pair.bg);
    // A missing or malformed colour is the schema's problem, reported there; the other pairs are still checked.
    if (!fg || !bg) continue;
    const [fgRgb, bgRgb] = [parseHex(fg.value), parseHex(bg.value)];
    if (!fgRgb || !bgRgb) continue;
    const needed = NEEDED[pair.kind];
    const ratio = contrastRatio(fgRgb, bgRgb);
    if (ratio >= needed) continue;
    // One colour that passes on every background this role is drawn on, so taking it fixes them all.
    const on = ROLE_PAIRS.filter((p) => p.fg === pair.fg).flatMap((p) => {
      const value = roleValueIfSet(colours, p.bg)?.value;
      const rgb = value === undefined ? undefined : parseHex(value);
      return rgb ? [{ bg: rgb, needed: NEEDED[p.kind] }] : [];
    });
    const suggestion = suggestColour(fgRgb, [{ bg: bgRgb, needed }, ...on]);
    const failure: ContrastFailure = {
      fgPointer: fg.pointer,
      bgPointer: bg.pointer,
      fg: fg.value,
      bg: bg.value,
      ratio: formatRatio(ratio),
      needed: `${needed}:1`,
      suggestion,
      where: pair.where,
    };
    out.push({
      // Where the foreground's value comes from: the colour to change.
      pointer: fg.pointer,
      found: `${named(pair.fg, fg)} on ${named(pair.bg, bg)}: contrast ${failure.ratio} (${pair.where})`,
      expected: `at least ${needed}:1 (WCAG AA ${pair.kind === 'text' ? 'text' : 'large text and icons'})`,
      fix: suggestion
        ? `Use ${suggestion} for ${pair.fg} (${formatRatio(contrastRatio(parseHex(suggestion)!, bgRgb))} on ${bg.value}), or change ${pair.bg}.`
        : `Change ${pair.bg}: no shade of ${fg.value} reaches ${needed}:1 on it.`,
      failure,
    });
  }
  return out;
}
