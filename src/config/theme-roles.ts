// The theme's colour roles: each role's value for a brand (some are derived from
// another role when the brand leaves them out) and every pair of a foreground role
// on a background role that the site's stylesheets draw. The page's CSS custom
// properties (theme-css.ts) and the contrast check both start here, so a
// colour the site shows is a colour the check has seen.
import type { BrandConfig } from './generated/brand.ts';

type Colours = BrandConfig['theme']['colors'];

export interface RoleValue {
  value: string;
  /** Where the value comes from in brand.json: the role's own pointer, or the one it is derived from. */
  pointer: string;
  /** Set when the role is not given and takes another role's value. */
  derivedFrom?: keyof Colours;
}

/** Roles the brand may leave out, and the role each then takes its value from. */
const DERIVED = { header: 'primary', onHeader: 'onPrimary', link: 'primary' } as const satisfies Partial<Record<keyof Colours, keyof Colours>>;

/** Every role a brand has: those it sets or gets by default, and the derived ones. */
export function allRoles(colours: Colours): (keyof Colours)[] {
  return [...new Set([...Object.keys(colours), ...Object.keys(DERIVED)])] as (keyof Colours)[];
}

export function roleValue(colours: Colours, role: keyof Colours): RoleValue {
  const value = roleValueIfSet(colours, role);
  if (!value) throw new Error(`theme role "${role}" has no value and no role to derive it from`);
  return value;
}

/** The role's value, or undefined when neither it nor the role it derives from is set (a config the schema rejected). */
export function roleValueIfSet(colours: Colours, role: keyof Colours): RoleValue | undefined {
  const own = colours[role];
  if (own !== undefined) return { value: own, pointer: `/theme/colors/${role}` };
  const from = DERIVED[role as keyof typeof DERIVED];
  const derived = from && roleValueIfSet(colours, from);
  return derived ? { ...derived, derivedFrom: from } : undefined;
}

/**
 * WCAG AA: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold) and for
 * icons and other graphics that carry meaning.
 */
export type PairKind = 'text' | 'large';
export const NEEDED: Record<PairKind, number> = { text: 4.5, large: 3 };

export interface RolePair {
  fg: keyof Colours;
  bg: keyof Colours;
  kind: PairKind;
  /** What the site draws with it, for the report. */
  where: string;
}

// Each pair names where the stylesheets use it. A new `color:` on a theme
// background in any src/app CSS file belongs here.
export const ROLE_PAIRS: readonly RolePair[] = [
  { fg: 'text', bg: 'background', kind: 'text', where: 'body text' },
  { fg: 'text', bg: 'surface', kind: 'text', where: 'text on cards, menus and popups' },
  { fg: 'textMuted', bg: 'background', kind: 'text', where: 'dates and captions' },
  { fg: 'textMuted', bg: 'surface', kind: 'text', where: 'dates and captions on cards' },
  { fg: 'onPrimary', bg: 'primary', kind: 'text', where: 'button labels' },
  { fg: 'onHeader', bg: 'header', kind: 'text', where: 'header and bottom-menu labels' },
  { fg: 'accent', bg: 'header', kind: 'text', where: 'the current bottom-menu item and jackpot figures' },
  { fg: 'link', bg: 'background', kind: 'text', where: 'links and "see all"' },
  { fg: 'link', bg: 'surface', kind: 'text', where: 'links and selected rows in popups' },
  { fg: 'danger', bg: 'background', kind: 'text', where: 'form errors' },
  { fg: 'danger', bg: 'surface', kind: 'text', where: "form errors and the terms gate's age notice" },
  { fg: 'onDanger', bg: 'danger', kind: 'text', where: 'error toasts and unread badges' },
  { fg: 'success', bg: 'background', kind: 'text', where: 'winner amounts' },
  { fg: 'success', bg: 'surface', kind: 'text', where: 'winner amounts on cards' },
  { fg: 'onSuccess', bg: 'success', kind: 'text', where: 'success toasts and status badges' },
  { fg: 'onAccent', bg: 'accent', kind: 'text', where: 'badges and the avatar initial' },
];
