import sharp from 'sharp';
import type { Random } from './random.ts';

// The demo school's files, made here rather than shipped: real, small, and each different.

/** An announcement image's size: the student's page shows it 700 wide (spec §9). */
const NOTICE_WIDTH = 800;
const NOTICE_HEIGHT = 450;

/**
 * An announcement's image: its subject on a coloured background, as a PNG or a JPEG (tutors
 * upload both).
 *
 * @param subject the announcement's subject, written on the image
 * @param format the image's format
 * @param random where the colours are drawn from
 * @example await noticeImage('Sports day kit', 'png', random)
 */
export async function noticeImage(subject: string, format: 'png' | 'jpeg', random: Random): Promise<Buffer> {
  const hue = random.int(0, 359);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${NOTICE_WIDTH}" height="${NOTICE_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,55%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${random.int(560, 720)}" cy="${random.int(60, 140)}" r="${random.int(50, 90)}" fill="#fff" fill-opacity="0.25"/>
    <text x="48" y="250" font-family="sans-serif" font-size="44" font-weight="bold" fill="#fff">${escapeXml(subject)}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** Wide enough that the photo pipeline makes both renditions (480 and 1280), as for a phone's photo. */
const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 1200;

/**
 * A photo of a school day outdoors: sky, ground, trees and people in random colours, as a JPEG.
 *
 * @param random where the scene is drawn from
 * @example await schoolPhoto(random)
 */
export async function schoolPhoto(random: Random): Promise<Buffer> {
  const horizon = random.int(600, 800);
  const sky = random.pick(['#7ec8e3', '#9fd3f0', '#f6c28b', '#b7d7e8']);
  const ground = random.pick(['#6aa84f', '#93c47d', '#c9a66b', '#b6d7a8']);
  const trees = Array.from({ length: random.int(2, 6) }, () => {
    const x = random.int(0, PHOTO_WIDTH);
    const size = random.int(120, 260);
    return `<polygon points="${x},${horizon - size * 2} ${x - size / 2},${horizon} ${x + size / 2},${horizon}" fill="#2e6b30"/>`;
  });
  // Nearer people (lower in the picture) are drawn last, over those behind them.
  const places = Array.from({ length: random.int(4, 12) }, () => ({ x: random.int(60, PHOTO_WIDTH - 60), y: random.int(horizon + 40, PHOTO_HEIGHT - 40) }));
  const people = places.sort((one, other) => one.y - other.y).map(({ x, y }) => {
    const scale = 0.6 + (y - horizon) / PHOTO_HEIGHT;
    const colour = `hsl(${random.int(0, 359)},65%,50%)`;
    return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(2)})">
      <rect x="-40" y="-250" width="80" height="170" rx="30" fill="${colour}"/>
      <circle cx="0" cy="-290" r="38" fill="#8d5524"/>
      <rect x="-35" y="-90" width="25" height="90" fill="#333"/><rect x="10" y="-90" width="25" height="90" fill="#333"/>
    </g>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <rect width="100%" height="${horizon}" fill="${sky}"/>
    <circle cx="${random.int(100, PHOTO_WIDTH - 100)}" cy="${random.int(80, 250)}" r="70" fill="#fff6b0"/>
    <rect y="${horizon}" width="100%" height="${PHOTO_HEIGHT - horizon}" fill="${ground}"/>
    ${trees.join('')}${people.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
