// The brand's theme as CSS custom properties, inlined into every page of that
// brand; the shared stylesheet only ever reads the variables.
import type { BrandConfig } from '../../config/generated/brand.ts';

export function themeCss(brand: BrandConfig): string {
  const c = brand.theme.colors;
  const vars: Record<string, string> = {
    primary: c.primary,
    'on-primary': c.onPrimary,
    accent: c.accent,
    background: c.background,
    surface: c.surface,
    text: c.text,
    'text-muted': c.textMuted,
    border: c.border,
    header: c.header ?? c.primary,
    'on-header': c.onHeader ?? c.onPrimary,
    danger: c.danger,
    success: c.success,
    radius: `${brand.theme.radius}px`,
    font: brand.theme.fontStack,
  };
  // Values come from a validated config (hex colours, a font list without braces),
  // so nothing here can close the style element.
  return `:root{${Object.entries(vars).map(([k, v]) => `--lk-${k}:${v.replace(/[<>{}]/g, '')}`).join(';')}}`;
}
