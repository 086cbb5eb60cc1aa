import { darken, lighten } from './colour.js';
import { pickFrom, seededRandom, type Random } from './random.js';
import { circle, ellipse, path, rect, svgDocument } from './svg.js';

/** The demo people's portraits: a friendly head-and-shoulders figure, centred for the site's round crops. No text. */

export const PORTRAIT_SIZE = 600;

type HairStyle = 'short' | 'long' | 'bun' | 'curly';

const SKIN = ['#f3cfae', '#e3b08a', '#c98f66', '#9a6442', '#6e452d'] as const;
const HAIR = ['#2b211c', '#4a3125', '#8a5a35', '#c9a15a', '#1d1d1d', '#8f8f8f'] as const;
const SHIRT = ['#2f5d8a', '#4f7a5a', '#8a3b3b', '#5b4a7a', '#c97d2e', '#3d4a5a'] as const;
const BACKDROP = ['#cfe3f1', '#e7dcef', '#dcefd9', '#f6e3cc', '#d9e4e8', '#f1d9d9'] as const;
const HAIR_STYLES = ['short', 'long', 'bun', 'curly'] as const;

const [HEAD_X, HEAD_Y] = [300, 265];

function hairBehind(style: HairStyle, colour: string): string {
  if (style === 'long') return path(`M170,270 Q170,120 300,120 Q430,120 430,270 L445,450 L155,450 Z`, colour);
  if (style === 'bun') return circle(HEAD_X, 118, 52, colour);
  return '';
}

function hairOnTop(style: HairStyle, colour: string, random: Random): string {
  if (style === 'curly') {
    return [0, 1, 2, 3, 4, 5, 6]
      .map((n) => circle(200 + n * 33, 175 + Math.abs(3 - n) * 14 + Math.round(random() * 6), 42, colour))
      .join('');
  }
  return path(`M190,255 Q185,135 300,132 Q415,135 410,255 Q380,190 300,188 Q220,190 190,255 Z`, colour);
}

function face(skin: string): string {
  const eye = '#2f2a26';
  return [
    ellipse(HEAD_X, HEAD_Y, 108, 125, skin),
    ellipse(HEAD_X - 108, HEAD_Y + 10, 16, 26, skin),
    ellipse(HEAD_X + 108, HEAD_Y + 10, 16, 26, skin),
    circle(HEAD_X - 40, HEAD_Y + 5, 9, eye),
    circle(HEAD_X + 40, HEAD_Y + 5, 9, eye),
    ellipse(HEAD_X - 62, HEAD_Y + 45, 18, 10, darken(skin, 0.04), 'opacity="0.6"'),
    ellipse(HEAD_X + 62, HEAD_Y + 45, 18, 10, darken(skin, 0.04), 'opacity="0.6"'),
    path(
      `M${HEAD_X - 36},${HEAD_Y + 58} Q${HEAD_X},${HEAD_Y + 88} ${HEAD_X + 36},${HEAD_Y + 58}`,
      'none',
      `stroke="${darken(skin, 0.45)}" stroke-width="8" stroke-linecap="round"`,
    ),
  ].join('');
}

export function portraitSvg(seed: number): string {
  const random = seededRandom(seed * 977 + 3);
  const [skin, hair, shirt, backdrop] = [
    pickFrom(random, SKIN),
    pickFrom(random, HAIR),
    pickFrom(random, SHIRT),
    pickFrom(random, BACKDROP),
  ];
  const style = pickFrom(random, HAIR_STYLES);
  const size = PORTRAIT_SIZE;
  const body = [
    rect(0, 0, size, size, 'url(#backdrop)'),
    hairBehind(style, hair),
    path(`M90,600 Q95,445 230,420 L370,420 Q505,445 510,600 Z`, shirt),
    path(`M255,420 L300,470 L345,420 Z`, lighten(shirt, 0.7)),
    rect(HEAD_X - 40, HEAD_Y + 90, 80, 80, darken(skin, 0.08)),
    face(skin),
    hairOnTop(style, hair, random),
  ];
  const defs = `<linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(backdrop, 0.3)}"/><stop offset="1" stop-color="${darken(backdrop, 0.08)}"/></linearGradient>`;
  return svgDocument(size, size, defs, body.join(''));
}
