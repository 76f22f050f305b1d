// Demo artwork that looks like a real lobby's: each game's name set in a
// display face over a rich gradient and a motif of its game type, an emblem per
// provider, and banners with a headline, an offer and a call to action. Drawn as
// SVG and rendered by sharp (librsvg with the system's fonts: Noto, which
// Debian's fonts-noto-core installs, then whatever fontconfig finds), so the
// same name always gives the same picture.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The display faces, first choice first; fontconfig falls back to the next that is installed. */
const SERIF = "'Noto Serif Display', 'Noto Serif', 'DejaVu Serif', serif";
const SANS = "'Noto Sans Display', 'Noto Sans', 'DejaVu Sans', sans-serif";

/** Numbers from a hash of the seed: the same seed draws the same picture on every run. */
function dice(seed: string): (n: number) => number {
  const bytes = createHash('sha256').update(seed).digest();
  let i = 0;
  return (n) => {
    const v = bytes.readUInt16BE(i % 30);
    i += 2;
    return v % n;
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hsl = (h: number, s: number, l: number, a = 1) => `hsla(${Math.round(h) % 360},${s}%,${l}%,${a})`;

/** An estimate of a capitals line's width in em of the display faces, on the wide side so text never leaves its box. */
function emWidth(text: string): number {
  let w = 0;
  for (const c of text) w += /[IJ1.,'!:;|\- ]/.test(c) ? 0.36 : /[MW@%&]/.test(c) ? 0.98 : 0.7;
  return w;
}

/** Every way to set `words` in at most `maxLines` lines, in order. */
function layouts(words: string[], maxLines: number): string[][] {
  if (words.length === 0) return [[]];
  const out: string[][] = [];
  for (let take = 1; take <= words.length; take++) {
    const line = words.slice(0, take).join(' ');
    if (take === words.length) out.push([line]);
    else if (maxLines > 1) for (const rest of layouts(words.slice(take), maxLines - 1)) out.push([line, ...rest]);
  }
  return out;
}

/** Words set in up to `maxLines` lines, at the largest size that fits `width` and `height`, not above `maxSize`; fewer lines when nearly as large. */
export function fitLines(text: string, width: number, height: number, maxSize: number, maxLines = 3): { lines: string[]; size: number } {
  // At most 8 words are broken apart (a name longer than that keeps the rest on its last line).
  const all = text.split(/\s+/).filter(Boolean);
  const words = all.length > 8 ? [...all.slice(0, 7), all.slice(7).join(' ')] : all;
  let best = { lines: [text], size: Math.min(maxSize, width / Math.max(1, emWidth(text)), height / 1.08) };
  for (const lines of layouts(words, maxLines)) {
    const size = Math.min(maxSize, width / Math.max(...lines.map(emWidth)), height / (lines.length * 1.08));
    if (size > best.size * (lines.length > best.lines.length ? 1.12 : 1)) best = { lines, size };
  }
  return best;
}

/** A title set line under line around `cy`, with a drop shadow and a dark edge, in a gold or white fill. */
function titleSvg(lines: string[], size: number, cx: number, cy: number, font: string, fill: string, edge: string, anchor = 'middle'): string {
  const lead = size * 1.04;
  const top = cy - ((lines.length - 1) * lead) / 2 + size * 0.36;
  const style = `font-family="${font}" font-weight="700" font-size="${size.toFixed(1)}" text-anchor="${anchor}"`;
  const tspans = (dy: number) => lines.map((l, i) => `<tspan x="${cx}" y="${(top + i * lead + dy).toFixed(1)}">${esc(l)}</tspan>`).join('');
  return (
    `<text ${style} fill="rgba(0,0,0,0.45)">${tspans(size * 0.07)}</text>` +
    `<text ${style} fill="${fill}" stroke="${edge}" stroke-width="${(size * 0.08).toFixed(1)}" paint-order="stroke" stroke-linejoin="round">${tspans(0)}</text>`
  );
}

/** A motif for the kind of game, in a 200 x 200 box, drawn faintly behind the title. */
function motif(kind: string, h: number, roll: (n: number) => number): string {
  const gold = 'hsla(45,95%,62%,0.9)';
  const faint = 'rgba(255,255,255,0.12)';
  switch (kind) {
    case 'LIVE':
    case 'PVP': {
      // Fanned cards and chips.
      const cards = [-24, -8, 8, 24]
        .map(
          (a, i) =>
            `<g transform="rotate(${a} 100 190)"><rect x="72" y="14" width="56" height="78" rx="7" fill="rgba(255,255,255,${0.1 + i * 0.05})" stroke="rgba(255,255,255,0.35)"/></g>`,
        )
        .join('');
      const chips = [30, 170]
        .map(
          (x, i) => `<circle cx="${x}" cy="${150 + i * 8}" r="15" fill="${hsl(h + 180, 70, 45, 0.8)}" stroke="#fff" stroke-width="3" stroke-dasharray="5 4"/>`,
        )
        .join('');
      return cards + chips;
    }
    case 'FISH':
      return (
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M0 ${130 + i * 22} Q50 ${112 + i * 22} 100 ${130 + i * 22} T200 ${130 + i * 22} V200 H0Z" fill="${hsl(195 + i * 8, 80, 45 - i * 8, 0.35)}"/>`,
          )
          .join('') +
        [0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<circle cx="${20 + ((i * 37 + roll(30)) % 170)}" cy="${20 + ((i * 29 + roll(40)) % 90)}" r="${4 + (i % 3) * 3}" fill="none" stroke="${faint}" stroke-width="2"/>`,
          )
          .join('')
      );
    case 'SPORTS':
      return (
        `<g fill="none" stroke="${faint}" stroke-width="3"><rect x="-10" y="20" width="220" height="160"/><line x1="100" y1="20" x2="100" y2="180"/><circle cx="100" cy="100" r="36"/></g>` +
        `<path d="M0 200 L200 60 L200 90 L40 200Z" fill="rgba(255,255,255,0.08)"/>`
      );
    case 'LOTT':
    case 'ELOTT':
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const x = 24 + i * 38;
          const y = 36 + (i % 2) * 14;
          return `<circle cx="${x}" cy="${y}" r="15" fill="${hsl(h + i * 60, 80, 55, 0.85)}"/><circle cx="${x}" cy="${y}" r="8" fill="#fff" opacity="0.9"/><text x="${x}" y="${y + 4}" font-family="${SANS}" font-size="10" font-weight="700" text-anchor="middle" fill="#222">${1 + roll(49)}</text>`;
        })
        .join('');
    default: {
      // Slots: a sunburst and scattered coins and sparkles.
      const rays = Array.from(
        { length: 12 },
        (_, i) =>
          `<path d="M100 100 L${100 + 160 * Math.cos((i * Math.PI) / 6)} ${100 + 160 * Math.sin((i * Math.PI) / 6)} L${100 + 160 * Math.cos((i * Math.PI) / 6 + 0.22)} ${100 + 160 * Math.sin((i * Math.PI) / 6 + 0.22)}Z"/>`,
      ).join('');
      const coins = [0, 1, 2]
        .map((i) => {
          const x = [28, 172, 150][i]! + roll(10);
          const y = [140, 128, 40][i]! + roll(10);
          return `<circle cx="${x}" cy="${y}" r="${10 - i * 2}" fill="${gold}" stroke="hsla(35,90%,35%,0.9)" stroke-width="2"/>`;
        })
        .join('');
      const sparkles = [0, 1]
        .map((i) => {
          const x = 40 + roll(120);
          const y = 24 + i * 130 + roll(20);
          return `<path d="M${x} ${y - 8} L${x + 2} ${y - 2} L${x + 8} ${y} L${x + 2} ${y + 2} L${x} ${y + 8} L${x - 2} ${y + 2} L${x - 8} ${y} L${x - 2} ${y - 2}Z" fill="#fff" opacity="0.8"/>`;
        })
        .join('');
      return `<g fill="rgba(255,255,255,0.07)">${rays}</g>${coins}${sparkles}`;
    }
  }
}

export interface GameArt {
  name: string;
  vassalage: string;
  game_type: string;
}

/**
 * A game's artwork, 200 x 200 units drawn at `size` px: gradient, motif, the
 * name in a display face across the middle, the provider on a plate at the foot.
 * The top corners hold only the motif: the site puts its New and maintenance
 * badges and the favourite star there, so nothing written is ever under them.
 */
export function gameArtSvg(game: GameArt, size: number): string {
  const roll = dice(`${game.vassalage}/${game.name}`);
  const h = roll(360);
  const serif = game.game_type === 'RNG' || game.game_type === 'LIVE' || roll(2) === 0;
  const { lines, size: fontSize } = fitLines(game.name.toUpperCase(), 172, 84, 38);
  const plate = game.vassalage.replace(/_/g, ' ');
  const plateWidth = Math.min(150, emWidth(plate) * 11 + 22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 75, 50)}"/><stop offset="0.55" stop-color="${hsl(h + 28, 70, 30)}"/><stop offset="1" stop-color="${hsl(h + 55, 75, 13)}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.55"><stop offset="0" stop-color="${hsl(h + 15, 100, 75, 0.55)}"/><stop offset="1" stop-color="${hsl(h, 100, 50, 0)}"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe0"/><stop offset="0.5" stop-color="#ffd84a"/><stop offset="1" stop-color="#f29d0c"/></linearGradient>
</defs>
<rect width="200" height="200" fill="url(#bg)"/><rect width="200" height="200" fill="url(#glow)"/>
${motif(game.game_type, h, roll)}
${titleSvg(lines, fontSize, 100, 102, serif ? SERIF : SANS, serif ? 'url(#gold)' : '#ffffff', hsl(h + 40, 80, 12), 'middle')}
<rect x="${100 - plateWidth / 2}" y="166" width="${plateWidth}" height="22" rx="11" fill="rgba(0,0,0,0.45)" stroke="rgba(255,255,255,0.35)"/>
<text x="100" y="181.5" font-family="${SANS}" font-weight="700" font-size="12" letter-spacing="1" text-anchor="middle" fill="#fff">${esc(plate)}</text>
<rect x="1" y="1" width="198" height="198" fill="none" stroke="rgba(255,255,255,0.18)" stroke-width="2"/>
</svg>`;
}

/** A provider's emblem: a shape of its own on its colours, with its initials. 96 x 96 units at `size` px. */
export function vendorLogoSvg(code: string, displayName: string, size: number): string {
  const roll = dice(`vendor/${code}`);
  const h = roll(360);
  const words = displayName
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const mark = (/^[A-Z0-9]{2,4}$/.test(code.split('_')[0]!) ? code.split('_')[0]! : words.map((w) => w[0]).join('')).slice(0, 4).toUpperCase();
  const shapes = [
    '<circle cx="48" cy="48" r="44"/>',
    '<path d="M48 4 L88 26 L88 70 L48 92 L8 70 L8 26Z"/>',
    '<path d="M48 4 C70 10 86 10 88 12 C90 52 76 78 48 92 C20 78 6 52 8 12 C10 10 26 10 48 4Z"/>',
    '<rect x="6" y="6" width="84" height="84" rx="22"/>',
  ];
  const shape = shapes[roll(shapes.length)]!;
  const font = Math.min(40, 76 / Math.max(1, emWidth(mark)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">
<defs><linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h, 85, 58)}"/><stop offset="1" stop-color="${hsl(h + 30, 80, 28)}"/></linearGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="rgba(255,255,255,0.45)"/><stop offset="0.5" stop-color="rgba(255,255,255,0)"/></linearGradient></defs>
<g fill="url(#v)" stroke="${hsl(h + 40, 90, 80)}" stroke-width="3">${shape}</g>
<g fill="url(#shine)">${shape}</g>
${titleSvg([mark], font, 48, 50, mark.length > 2 ? SANS : SERIF, '#ffffff', hsl(h + 30, 80, 18), 'middle')}
</svg>`;
}

export interface BannerText {
  headline: string;
  offer: string;
  action: string;
}

/** What a banner says besides its caption, by where it leads. */
const BANNER_LINES: Record<string, Omit<BannerText, 'headline'>> = {
  '/m/activity': { offer: 'Up to $500 + 100 free spins', action: 'Claim now' },
  '/m/live-games': { offer: 'Real dealers, live 24/7', action: 'Join a table' },
  '/m/slot-games': { offer: 'Daily drops of $10,000', action: 'Spin now' },
  '/m/sport-games': { offer: 'Best odds on every match', action: 'Bet now' },
  '/m/esport-games': { offer: 'Live odds on top leagues', action: 'Bet now' },
  '/m/fish-games': { offer: 'Catch the golden dragon', action: 'Play now' },
  '/m/pvp-games': { offer: 'Beat players, win the pot', action: 'Play now' },
  '/m/lott': { offer: 'Draws every 5 minutes', action: 'Pick numbers' },
  '/m/download': { offer: 'Faster play, bonus on install', action: 'Download' },
};
const DEFAULT_LINES = { offer: 'Exclusive offers every day', action: 'Play now' };

export function bannerText(caption: string, linkage: string | undefined): BannerText {
  return { headline: caption, ...(BANNER_LINES[linkage ?? ''] ?? DEFAULT_LINES) };
}

/** A banner `width` x `height` px: headline, offer and a call-to-action button on the start side, a jackpot ring on the end side. */
export function bannerSvg(text: BannerText, seed: string, width: number, height: number): string {
  const roll = dice(seed);
  const h = roll(360);
  const pad = Math.round(height * 0.12);
  const textWidth = width * 0.6 - pad;
  const { lines, size } = fitLines(text.headline.toUpperCase(), textWidth, height * 0.4, height * 0.2, 2);
  const offerSize = Math.min(height * 0.085, textWidth / Math.max(1, emWidth(text.offer) * 0.8));
  const actionSize = height * 0.075;
  const actionWidth = emWidth(text.action.toUpperCase()) * actionSize + actionSize * 2.4;
  const headBlock = lines.length * size * 1.04;
  const headBottom = pad + headBlock;
  const offerY = headBottom + offerSize * 1.3;
  const actionY = Math.min(height - pad - actionSize * 2.2, offerY + offerSize * 0.9);
  const cx = width * 0.8;
  const cy = height / 2;
  const r = Math.min(height * 0.36, width * 0.17);
  const confetti = Array.from({ length: 14 }, (_, i) => {
    const x = roll(width);
    const y = roll(height);
    return `<rect x="${x}" y="${y}" width="${4 + (i % 3) * 3}" height="${8 + (i % 2) * 4}" rx="2" transform="rotate(${roll(180)} ${x} ${y})" fill="${hsl(h + i * 40, 90, 65, 0.7)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 80, 42)}"/><stop offset="0.6" stop-color="${hsl(h + 35, 75, 24)}"/><stop offset="1" stop-color="${hsl(h + 70, 80, 12)}"/></linearGradient>
<radialGradient id="glow" cx="${cx / width}" cy="0.5" r="0.5"><stop offset="0" stop-color="${hsl(h + 20, 100, 70, 0.7)}"/><stop offset="1" stop-color="${hsl(h, 100, 50, 0)}"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe0"/><stop offset="0.5" stop-color="#ffd84a"/><stop offset="1" stop-color="#f29d0c"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<g fill="rgba(255,255,255,0.06)">${Array.from({ length: 16 }, (_, i) => `<path d="M${cx} ${cy} L${cx + width * Math.cos((i * Math.PI) / 8)} ${cy + width * Math.sin((i * Math.PI) / 8)} L${cx + width * Math.cos((i * Math.PI) / 8 + 0.12)} ${cy + width * Math.sin((i * Math.PI) / 8 + 0.12)}Z"/>`).join('')}</g>
${confetti}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gold)" stroke="#fff3b0" stroke-width="${height * 0.02}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="hsla(35,90%,35%,0.7)" stroke-width="${height * 0.012}" stroke-dasharray="${height * 0.03} ${height * 0.02}"/>
<text x="${cx}" y="${cy + r * 0.3}" font-family="${SERIF}" font-weight="700" font-size="${(r * 0.9).toFixed(1)}" text-anchor="middle" fill="hsla(30,90%,30%,0.9)">$</text>
${titleSvg(lines, size, pad, pad + headBlock / 2, SERIF, 'url(#gold)', hsl(h + 40, 80, 12), 'start')}
<text x="${pad}" y="${offerY.toFixed(1)}" font-family="${SANS}" font-weight="700" font-size="${offerSize.toFixed(1)}" fill="#ffffff">${esc(text.offer)}</text>
<rect x="${pad}" y="${actionY.toFixed(1)}" width="${actionWidth.toFixed(1)}" height="${(actionSize * 2.1).toFixed(1)}" rx="${actionSize * 1.05}" fill="url(#gold)" stroke="#fff3b0" stroke-width="2"/>
<text x="${(pad + actionWidth / 2).toFixed(1)}" y="${(actionY + actionSize * 1.42).toFixed(1)}" font-family="${SANS}" font-weight="700" font-size="${actionSize.toFixed(1)}" letter-spacing="1" text-anchor="middle" fill="#3b1d00">${esc(text.action.toUpperCase())}</text>
</svg>`;
}

/** An SVG as a PNG (reduced to a 256-colour palette for tiles, which keeps them a few KB) or as WebP. */
export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export function renderPng(svg: string, palette = false): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png(palette ? { palette: true, quality: 90, effort: 4, dither: 0.8 } : { compressionLevel: 9 })
    .toBuffer();
}
