// Every foreground-on-background pair the site draws (theme-roles.ts), checked
// against WCAG AA, reported with both colours' pointers and a colour that passes.
import { contrastRatio, formatRatio, parseHex, suggestColour } from './colour.ts';
import type { BrandConfig } from './generated/brand.ts';
import { NEEDED, ROLE_PAIRS, roleValue, type RoleValue } from './theme-roles.ts';

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

const named = (role: string, v: RoleValue) => (v.derivedFrom ? `${role} (not set, so ${v.derivedFrom}) ${v.value} at ${v.pointer}` : `${role} ${v.value} at ${v.pointer}`);

export function contrastProblems(config: BrandConfig): { pointer: string; found: string; expected: string; fix: string; failure: ContrastFailure }[] {
  const colours = config.theme?.colors;
  if (!colours) return [];
  const out = [];
  for (const pair of ROLE_PAIRS) {
    const fg = roleValue(colours, pair.fg);
    const bg = roleValue(colours, pair.bg);
    const [fgRgb, bgRgb] = [parseHex(fg.value), parseHex(bg.value)];
    // A malformed colour is the schema's problem, reported there.
    if (!fgRgb || !bgRgb) continue;
    const needed = NEEDED[pair.kind];
    const ratio = contrastRatio(fgRgb, bgRgb);
    if (ratio >= needed) continue;
    const suggestion = suggestColour(fgRgb, bgRgb, needed);
    const failure: ContrastFailure = { fgPointer: fg.pointer, bgPointer: bg.pointer, fg: fg.value, bg: bg.value, ratio: formatRatio(ratio), needed: `${needed}:1`, suggestion, where: pair.where };
    // Reported at the foreground's own pointer when it is set: that is the colour to change.
    const pointer = `/theme/colors/${fg.derivedFrom ? pair.fg : pair.fg}`;
    out.push({
      pointer: fg.derivedFrom ? fg.pointer : pointer,
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
