// A new brand's first logo and favicon, drawn from its name: a plain grey badge
// with the name (the initial on the favicon) in white, readable on any header,
// so a copy never shows the brand it was copied from. The operator replaces
// them in the studio (or in assets/).

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BADGE = '#4b5563';

export function neutralLogo(name: string): string {
  // About 12 px per character of 20 px bold text, with 12 px either side.
  const width = Math.max(64, Math.min(320, 24 + 12 * [...name].length));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40" width="${width}" height="40"><rect x="0" y="2" width="${width}" height="36" rx="8" fill="${BADGE}"/><text x="${width / 2}" y="27" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#ffffff">${esc(name)}</text></svg>\n`;
}

export function neutralFavicon(name: string): string {
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${BADGE}"/><text x="32" y="44" text-anchor="middle" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${esc(initial)}</text></svg>\n`;
}
