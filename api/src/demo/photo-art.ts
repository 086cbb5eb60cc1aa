import type { PropertyType } from '../db/schema.js';

/** SVG drawings for the demo photos: a simple scene per property type, with the title written on it. */

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
export const PORTRAIT_SIZE = 600;

const FONT = 'DejaVu Sans, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits a title into at most two lines of about `width` characters, ending in … if cut. */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    if (current !== '' && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= 2) return lines;
  return [
    lines[0] ?? '',
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

function house(x: number, hue: number): string {
  return `<rect x="${x}" y="360" width="420" height="260" fill="hsl(${hue},30%,88%)"/>
  <polygon points="${x - 40},370 ${x + 210},220 ${x + 460},370" fill="hsl(${(hue + 180) % 360},45%,35%)"/>
  <rect x="${x + 180}" y="470" width="70" height="150" fill="hsl(${(hue + 30) % 360},40%,30%)"/>
  <rect x="${x + 50}" y="420" width="90" height="80" fill="#bfe3ff" stroke="#fff" stroke-width="8"/>
  <rect x="${x + 290}" y="420" width="90" height="80" fill="#bfe3ff" stroke="#fff" stroke-width="8"/>`;
}

function apartment(x: number, hue: number): string {
  const windows: string[] = [];
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const lit = (row * 3 + column) % 4 === 0 ? '#ffe9a8' : '#bfe3ff';
      windows.push(`<rect x="${x + 30 + column * 70}" y="${140 + row * 58}" width="44" height="36" fill="${lit}"/>`);
    }
  }
  return `<rect x="${x}" y="110" width="310" height="510" fill="hsl(${hue},15%,80%)"/>
  <rect x="${x + 340}" y="260" width="200" height="360" fill="hsl(${hue},12%,70%)"/>
  ${windows.join('')}`;
}

function land(x: number, hue: number): string {
  const posts: string[] = [];
  for (let post = 0; post < 12; post += 1) {
    posts.push(`<rect x="${x - 200 + post * 90}" y="540" width="12" height="80" fill="#7a5a3a"/>`);
  }
  return `<path d="M0,560 Q300,470 600,540 T1200,520 L1200,620 L0,620 Z" fill="hsl(${(hue + 90) % 360},40%,42%)"/>
  <rect x="${x - 200}" y="560" width="1000" height="8" fill="#7a5a3a"/>${posts.join('')}
  <rect x="${x + 380}" y="410" width="14" height="150" fill="#5b4330"/>
  <rect x="${x + 300}" y="380" width="180" height="70" fill="#fff" stroke="#5b4330" stroke-width="6"/>`;
}

function rural(x: number, hue: number): string {
  return `<path d="M0,520 Q250,380 520,500 T1200,460 L1200,620 L0,620 Z" fill="hsl(${(hue + 100) % 360},38%,38%)"/>
  <rect x="${x + 40}" y="430" width="260" height="190" fill="#a0522d"/>
  <polygon points="${x + 20},440 ${x + 170},330 ${x + 320},440" fill="#6b2f1a"/>
  <rect x="${x + 140}" y="520" width="60" height="100" fill="#f4e1c1"/>
  <rect x="${x + 480}" y="420" width="30" height="200" fill="#5b4330"/>
  <circle cx="${x + 495}" cy="390" r="95" fill="hsl(${(hue + 110) % 360},45%,30%)"/>`;
}

function commercial(x: number, hue: number): string {
  const stripes: string[] = [];
  for (let stripe = 0; stripe < 10; stripe += 1) {
    const colour = stripe % 2 === 0 ? `hsl(${hue},60%,45%)` : '#fff';
    stripes.push(`<rect x="${x + stripe * 60}" y="330" width="60" height="60" fill="${colour}"/>`);
  }
  return `<rect x="${x}" y="200" width="600" height="420" fill="hsl(${hue},10%,85%)"/>
  <rect x="${x}" y="200" width="600" height="110" fill="hsl(${hue},25%,30%)"/>${stripes.join('')}
  <rect x="${x + 40}" y="420" width="330" height="200" fill="#bfe3ff" stroke="#444" stroke-width="6"/>
  <rect x="${x + 420}" y="420" width="140" height="200" fill="hsl(${hue},30%,35%)"/>`;
}

const SCENES: Record<PropertyType, (x: number, hue: number) => string> = {
  house,
  apartment,
  land,
  rural,
  commercial,
};

export interface PropertyPhotoArt {
  title: string;
  caption: string;
  type: PropertyType;
  /** Different for every property, so that no two look alike. */
  seed: number;
  /** Which photo of the property (0-based): changes the light and the framing. */
  index: number;
}

export function propertyPhotoSvg({ title, caption, type, seed, index }: PropertyPhotoArt): string {
  const hue = (seed * 47 + index * 71) % 360;
  const skyTop = `hsl(${(hue + 200) % 360},65%,${58 - index * 6}%)`;
  const skyBottom = `hsl(${(hue + 30) % 360},70%,82%)`;
  const offset = 160 + ((seed * 37 + index * 130) % 420);
  const lines = wrapTitle(title, 36).map(
    (line, position) =>
      `<text x="60" y="${688 + position * 58}" font-family="${FONT}" font-size="50" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
  <rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>
  <circle cx="${1040 - index * 90}" cy="${170 + index * 20}" r="55" fill="#fff6c8" opacity="0.9"/>
  <rect y="600" width="${PHOTO_WIDTH}" height="200" fill="hsl(${(hue + 90) % 360},35%,40%)"/>
  ${SCENES[type](offset, hue)}
  <rect y="620" width="${PHOTO_WIDTH}" height="180" fill="#000" opacity="0.45"/>
  ${lines.join('\n  ')}
  <text x="${PHOTO_WIDTH - 60}" y="60" text-anchor="end" font-family="${FONT}" font-size="28" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
}

export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function portraitSvg(name: string, seed: number): string {
  const hue = (seed * 67 + 20) % 360;
  const size = PORTRAIT_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,30%)"/></linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <circle cx="300" cy="250" r="150" fill="#fff" opacity="0.18"/>
  <text x="300" y="300" text-anchor="middle" font-family="${FONT}" font-size="150" font-weight="bold" fill="#fff">${escapeXml(initialsOf(name))}</text>
  <text x="300" y="520" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}
