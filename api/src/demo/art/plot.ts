import { darken, mix } from './colour.js';
import { paint, type Light } from './light.js';
import { HEIGHT, HORIZON, WIDTH, hills, lawn, tree } from './outdoor.js';

import { pickFrom } from './random.js';
import { line, polygon, rect, type Point } from './svg.js';
import type { ExteriorView, Shot } from './views.js';

/** An empty plot: a mown lot marked with corner stakes and string, a for-sale sign, neighbours' houses and trees. */

const SIGN_RED = '#c0392b';
/** The plot's horizon sits higher than other scenes', so that even the wide gallery crop shows the lot itself. */
const PLOT_HORIZON = HORIZON - 60;

/** A small house far behind the plot, hazy with distance. */
function neighbour(light: Light, left: number, width: number, wall: string, roof: string): string {
  const base = PLOT_HORIZON + 8;
  const top = base - width * 0.45;
  const far = (colour: string) => paint(light, mix(colour, light.skyBottom, 0.25));
  return [
    polygon(
      [
        [left - 12, top + 4],
        [left + width / 2, top - width * 0.28],
        [left + width + 12, top + 4],
      ],
      far(roof),
    ),
    rect(left, top, width, base - top, far(wall)),
    rect(left + width * 0.18, top + 22, width * 0.22, width * 0.16, far('#9fbfd6')),
    rect(left + width * 0.6, top + 22, width * 0.22, width * 0.16, far('#9fbfd6')),
  ].join('');
}

function stake(light: Light, [x, y]: Point, height: number): string {
  return (
    rect(x - 4, y - height, 8, height, paint(light, '#f4efe4')) +
    polygon(
      [
        [x + 4, y - height],
        [x + 34, y - height + 10],
        [x + 4, y - height + 20],
      ],
      paint(light, '#f07f2a'),
    )
  );
}

/** A real-estate sign with a house drawn on it (no lettering). */
function saleSign(light: Light, x: number, baseY: number): string {
  const red = paint(light, SIGN_RED);
  return [
    rect(x - 5, baseY - 150, 10, 150, paint(light, '#7a5535')),
    rect(x - 75, baseY - 240, 150, 100, paint(light, '#fbf8f2'), `stroke="${red}" stroke-width="8"`),
    polygon(
      [
        [x - 38, baseY - 185],
        [x, baseY - 220],
        [x + 38, baseY - 185],
      ],
      red,
    ),
    rect(x - 28, baseY - 186, 56, 36, red),
    rect(x - 8, baseY - 170, 16, 20, paint(light, '#fbf8f2')),
  ].join('');
}

/** The lot's corners, back left first, clockwise. */
const LOT_CORNERS: Record<ExteriorView, readonly [Point, Point, Point, Point]> = {
  front: [
    [320, 572],
    [880, 572],
    [1090, 782],
    [110, 782],
  ],
  angle: [
    [440, 566],
    [1000, 590],
    [920, 785],
    [80, 735],
  ],
};

function pointAlong(from: Point, to: Point, share: number): Point {
  return [Math.round(from[0] + (to[0] - from[0]) * share), Math.round(from[1] + (to[1] - from[1]) * share)];
}

/** The mown lot: stripes from back to front, the string between the stakes a little above the grass. */
function lot(light: Light, corners: readonly [Point, Point, Point, Point], grass: string): string {
  const [backLeft, backRight, frontRight, frontLeft] = corners;
  const stripes: string[] = [];
  const count = 7;
  for (let stripe = 0; stripe < count; stripe += 1) {
    const [from, to] = [stripe / count, (stripe + 1) / count];
    const colour = paint(light, stripe % 2 === 0 ? grass : darken(grass, 0.08));
    stripes.push(
      polygon(
        [
          pointAlong(backLeft, backRight, from),
          pointAlong(backLeft, backRight, to),
          pointAlong(frontLeft, frontRight, to),
          pointAlong(frontLeft, frontRight, from),
        ],
        colour,
      ),
    );
  }
  const raised = (point: Point): Point => [point[0], point[1] - 24];
  const strings = corners.map((corner, index) =>
    line(raised(corner), raised(corners[(index + 1) % 4] ?? corner), paint(light, '#fafafa'), 3),
  );
  const stakes = corners.map((corner, index) => stake(light, corner, index < 2 ? 50 : 70));
  return [...stripes, ...strings, ...stakes].join('');
}

export function plotExterior(view: ExteriorView, { light, random, style }: Shot): string {
  const grass = pickFrom(style, ['#9ccc74', '#a7c978', '#93c27a']);
  const corners = LOT_CORNERS[view];
  const backTrees = [160, 300, 470, 760, 930, 1080].map((x) => tree(light, random, x, PLOT_HORIZON + 6, 70 + Math.round(random() * 30)));
  return [
    hills(light, random, '#9cc585', PLOT_HORIZON),
    ...backTrees,
    neighbour(light, 40, 200, '#f0e2cb', '#b5543c'),
    neighbour(light, 990, 190, '#dfe7ea', '#56606b'),
    lawn(light, '#7fb36a', PLOT_HORIZON),
    lot(light, corners, grass),
    tree(light, random, Math.round((corners[0][0] + corners[1][0]) / 2) + 90, corners[0][1] + 50, 90),
    saleSign(light, 470, 690),
    rect(0, HEIGHT - 24, WIDTH, 24, paint(light, darken('#c9c4ba', 0.1))),
  ].join('');
}
