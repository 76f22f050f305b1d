// The brand's theme as CSS custom properties, inlined into every page of that
// brand; the shared stylesheet only ever reads the variables. Which roles exist,
// and which take another's value when left out, is src/config/theme-roles.ts,
// the same table the contrast check reads.
import { isDark, parseHex } from './colour.ts';
import type { BrandConfig } from './generated/brand.ts';
import { allRoles, roleValue } from './theme-roles.ts';

const kebab = (role: string) => role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** By config object: a brand's pages render from one object, and each page asks. */
const made = new WeakMap<BrandConfig, string>();

export function themeCss(brand: BrandConfig): string {
  let css = made.get(brand);
  if (css === undefined) made.set(brand, (css = themeVariables(brand)));
  return css;
}

function themeVariables(brand: BrandConfig): string {
  const vars: Record<string, string> = {
    ...Object.fromEntries(allRoles(brand.theme.colors).map((role) => [kebab(role), roleValue(brand.theme.colors, role).value])),
    radius: `${brand.theme.radius}px`,
    font: brand.theme.fontStack,
  };
  // A dark background makes the page's colour scheme dark: the browser's own
  // controls (date pickers, scrollbars) are drawn for it.
  const background = parseHex(roleValue(brand.theme.colors, 'background').value);
  const scheme = background && isDark(background) ? 'dark' : 'light';
  // Values come from a validated config (hex colours, a font list without braces),
  // so nothing here can close the style element.
  return `:root{color-scheme:${scheme};${Object.entries(vars)
    .map(([k, v]) => `--lk-${k}:${v.replace(/[<>{}]/g, '')}`)
    .join(';')}}`;
}
