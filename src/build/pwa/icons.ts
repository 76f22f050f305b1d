// Draws a brand's home-screen icons (src/web-app/icons.ts) from its mark, the
// theme's favicon (SVG or a raster image), with sharp: the plain icons are the
// mark edge to edge on transparency; the maskable and Apple ones put it inside
// their safe area on an opaque background, as Android crops to its own shape
// and iOS shows transparency as black.
import sharp from 'sharp';
import { APP_ICONS, type AppIcon } from '../../config/app-icons.ts';
import { APPLE_MARK_SHARE, MASKABLE_MARK_SHARE } from '../../web-app/icons.ts';

/** sharp reads an SVG at 72 dpi: a 32-unit mark would be drawn at 32 px and blown up. Read it at the size it is drawn at. */
async function markAt(mark: Buffer, side: number): Promise<Buffer> {
  const { width = side, height = side, format } = await sharp(mark).metadata();
  const density = format === 'svg' ? Math.min(2400, Math.ceil((72 * side) / Math.min(width, height))) : undefined;
  return sharp(mark, density ? { density } : {})
    .resize(side, side, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

async function draw(mark: Buffer, icon: AppIcon, background: string): Promise<Buffer> {
  if (icon.purpose === 'any') return markAt(mark, icon.size);
  const side = Math.round(icon.size * (icon.purpose === 'maskable' ? MASKABLE_MARK_SHARE : APPLE_MARK_SHARE));
  const placed = await sharp({ create: { width: icon.size, height: icon.size, channels: 3, background } })
    .composite([{ input: await markAt(mark, side), gravity: 'centre' }])
    .png()
    .toBuffer();
  // Compositing adds an alpha channel; these icons are opaque by definition.
  return sharp(placed).removeAlpha().png().toBuffer();
}

/** The icons named in `files` (file names of APP_ICONS), drawn from `mark` on `background`. */
export async function drawIcons(mark: Buffer, background: string, files: readonly string[]): Promise<Record<string, Buffer>> {
  const wanted = APP_ICONS.filter((i) => files.includes(i.file));
  const drawn = await Promise.all(wanted.map((icon) => draw(mark, icon, background)));
  return Object.fromEntries(wanted.map((icon, i) => [icon.file, drawn[i]!]));
}
