import sharp from 'sharp';
import favicon from '../../public/favicon.svg?raw';
import type { AppIcon } from './app-icons.ts';
import { THEME_COLOR } from './app-manifest.ts';

/** The share of a maskable icon a launcher's mask never cuts: a centred circle of this diameter (W3C manifest spec). */
const SAFE_ZONE = 0.8;

/** Inlined at build time, so the endpoint's bundle needs no path back to public/. */
const logo = Buffer.from(favicon);

/**
 * Draws the logo as a square PNG of the given side. The SVG's own size is 32 pixels; drawing
 * at a higher density keeps the edges sharp instead of enlarging a small bitmap.
 */
async function drawLogo(side: number): Promise<Buffer> {
  const { width } = await sharp(logo).metadata();
  return sharp(logo, { density: (72 * side) / width }).png().toBuffer();
}

/**
 * The logo shrunk until its square's diagonal fits the safe circle, on a full square of the
 * brand blue: any mask shape then cuts only background. Flattening fills the logo's rounded
 * corners too, since a launcher would show them as holes.
 */
async function drawMaskable(size: number): Promise<Buffer> {
  const side = Math.round((size * SAFE_ZONE) / Math.SQRT2);
  const before = Math.floor((size - side) / 2);
  const after = size - side - before;
  return sharp(await drawLogo(side))
    .extend({ top: before, bottom: after, left: before, right: after, background: THEME_COLOR })
    .flatten({ background: THEME_COLOR })
    .png()
    .toBuffer();
}

/**
 * Renders one app icon from public/favicon.svg to PNG bytes.
 *
 * @example await renderIcon({ name: 'icon-192', size: 192, purpose: 'any' }) // 192×192 PNG, transparent corners
 */
export function renderIcon(icon: AppIcon): Promise<Buffer> {
  return icon.purpose === 'maskable' ? drawMaskable(icon.size) : drawLogo(icon.size);
}
