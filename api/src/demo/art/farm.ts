import { darken, lighten } from './colour.js';
import { paint, type Light } from './light.js';
import { door, window } from './parts.js';
import { HORIZON, hills, lawn, railFence, tree } from './outdoor.js';
import { pickFrom, type Random } from './random.js';
import { ellipse, path, polygon, rect } from './svg.js';
import type { ExteriorView, Shot } from './views.js';

/** A farm (sítio, chácara): a long farmhouse with a veranda, a red barn, hills, trees, a pond and a wooden fence. */

interface FarmStyle {
  wall: string;
  roof: string;
  barn: string;
}

function farmStyle(random: Random): FarmStyle {
  return {
    wall: pickFrom(random, ['#f4ead8', '#f2dcc0', '#eae6dc']),
    roof: pickFrom(random, ['#b5543c', '#a8482f', '#9a5a3c']),
    barn: pickFrom(random, ['#a63a2e', '#b2472f', '#8f3b2c']),
  };
}

/** The farmhouse standing on `baseY`, centred on `centre`, `scale` 1 in front of the viewer and smaller farther off. */
function farmhouse(light: Light, random: Random, style: FarmStyle, centre: number, baseY: number, scale: number): string {
  const s = (value: number) => Math.round(value * scale);
  const [left, right, top] = [centre - s(210), centre + s(210), baseY - s(130)];
  const roof = paint(light, style.roof);
  const posts = [0, 1, 2, 3, 4].map((post) =>
    rect(left + s(10) + post * s(97), top + s(24), s(10), baseY - top - s(24), paint(light, '#8a6240')),
  );
  return [
    polygon(
      [
        [left - s(50), top + s(24)],
        [left + s(60), top - s(70)],
        [right - s(60), top - s(70)],
        [right + s(50), top + s(24)],
      ],
      roof,
    ),
    rect(left, top + s(24), right - left, baseY - top - s(24), paint(light, style.wall)),
    rect(left - s(50), top + s(18), right - left + s(100), s(10), paint(light, darken(style.roof, 0.2))),
    window(light, random, left + s(50), top + s(55), s(60), s(46)),
    window(light, random, right - s(110), top + s(55), s(60), s(46)),
    door(light, centre - s(28), baseY - s(86), s(56), s(86), '#7a4b2a'),
    ...posts,
    rect(left - s(20), baseY - s(6), right - left + s(40), s(10), paint(light, '#b9a58a')),
  ].join('');
}

function barn(light: Light, left: number, baseY: number, width: number, colour: string): string {
  const height = width * 0.7;
  const top = baseY - height;
  const red = paint(light, colour);
  const trim = paint(light, '#f3efe6');
  return [
    polygon(
      [
        [left - 8, top + 4],
        [left + width * 0.18, top - width * 0.28],
        [left + width * 0.82, top - width * 0.28],
        [left + width + 8, top + 4],
      ],
      paint(light, darken(colour, 0.35)),
    ),
    rect(left, top, width, height, red),
    rect(
      left + width * 0.3,
      baseY - height * 0.62,
      width * 0.4,
      height * 0.62,
      paint(light, darken(colour, 0.15)),
      `stroke="${trim}" stroke-width="5"`,
    ),
    path(
      `M${left + width * 0.3},${baseY - height * 0.62} L${left + width * 0.7},${baseY} M${left + width * 0.7},${baseY - height * 0.62} L${left + width * 0.3},${baseY}`,
      'none',
      `stroke="${trim}" stroke-width="5"`,
    ),
  ].join('');
}

function pond(light: Light, centre: number, y: number): string {
  const water = paint(light, lighten(light.skyTop, 0.25));
  return [
    ellipse(centre, y, 330, 62, paint(light, '#6f9a56')),
    ellipse(centre, y, 310, 52, water),
    ellipse(centre - 60, y - 8, 140, 10, paint(light, lighten(light.skyBottom, 0.4)), 'opacity="0.7"'),
    ellipse(centre + 110, y + 14, 90, 7, paint(light, lighten(light.skyBottom, 0.4)), 'opacity="0.6"'),
  ].join('');
}

export function farmExterior(view: ExteriorView, { light, random, style: styleRandom }: Shot): string {
  const style = farmStyle(styleRandom);
  const base = HORIZON + 20;
  if (view === 'front') {
    return [
      hills(light, random, '#8cbf73'),
      lawn(light, '#86b35f'),
      barn(light, 830, base - 12, 170, style.barn),
      tree(light, random, 250, base, 200),
      farmhouse(light, random, style, 590, base, 1),
      tree(light, random, 1040, base + 10, 150),
      railFence(light, -20, 1220, 720),
    ].join('');
  }
  return [
    hills(light, random, '#8cbf73'),
    lawn(light, '#86b35f'),
    barn(light, 300, HORIZON + 4, 120, style.barn),
    farmhouse(light, random, style, 640, HORIZON + 12, 0.7),
    tree(light, random, 920, HORIZON + 14, 150),
    tree(light, random, 180, HORIZON + 20, 120),
    pond(light, 600, 700),
  ].join('');
}
