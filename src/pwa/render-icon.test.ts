import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as iconRoute } from '../pages/icons/[icon].png.ts';
import { APP_ICONS, type AppIcon } from './app-icons.ts';
import { THEME_COLOR } from './app-manifest.ts';
import { renderIcon } from './render-icon.ts';

/** The theme colour as an opaque RGBA pixel. */
const BRAND = [1, 3, 5].map((start) => Number.parseInt(THEME_COLOR.slice(start, start + 2), 16)).concat(255);

function iconFor(purpose: AppIcon['purpose'], size = 512): AppIcon {
  const icon = APP_ICONS.find((candidate) => candidate.purpose === purpose && candidate.size === size);
  if (!icon) throw new Error(`no ${purpose} icon of ${size} pixels`);
  return icon;
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { width: info.width, at };
}

describe('renderIcon', () => {
  it.each(APP_ICONS)('draws $name as a $size pixel square PNG', async (icon) => {
    const metadata = await sharp(await renderIcon(icon)).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: icon.size, height: icon.size });
  });

  it('keeps the logo rounded corners see-through on the regular icon', async () => {
    const { at } = await pixels(await renderIcon(iconFor('any')));
    expect(at(0, 0)[3]).toBe(0);
  });

  it('draws the regular icon in the brand blue where the logo is', async () => {
    const { at, width } = await pixels(await renderIcon(iconFor('any')));
    expect(at(Math.round(width / 2), Math.round(width * 0.1))).toEqual(BRAND);
  });

  it('fills the maskable icon to its corners with the theme colour', async () => {
    const { at, width } = await pixels(await renderIcon(iconFor('maskable')));
    for (const [x, y] of [[0, 0], [width - 1, 0], [0, width - 1], [width - 1, width - 1]] as const) {
      expect(at(x, y)).toEqual(BRAND);
    }
  });

  it('leaves no see-through pixel on the maskable icon, where a launcher would show a hole', async () => {
    expect((await sharp(await renderIcon(iconFor('maskable'))).stats()).isOpaque).toBe(true);
  });

  it('keeps everything but background inside the maskable safe circle (diameter 80%)', async () => {
    const { at, width } = await pixels(await renderIcon(iconFor('maskable')));
    const centre = (width - 1) / 2;
    const outside: string[] = [];
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        if (Math.hypot(x - centre, y - centre) <= width * 0.4) continue;
        if (at(x, y).join() !== BRAND.join()) outside.push(`${x},${y}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('shows the white mortarboard on the maskable icon', async () => {
    const { at, width } = await pixels(await renderIcon(iconFor('maskable')));
    const row = Array.from({ length: width }, (_, x) => at(x, Math.round(width / 2)));
    expect(row.some(([red, green, blue]) => red! > 240 && green! > 240 && blue! > 240)).toBe(true);
  });
});

describe('the icon endpoint', () => {
  it('answers the rendered PNG as image/png', async () => {
    const icon = iconFor('any', 192);
    const response = await iconRoute({ props: { icon } } as Parameters<typeof iconRoute>[0]);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(await renderIcon(icon))).toBe(true);
  });
});
