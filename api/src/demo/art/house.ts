import { darken } from './colour.js';
import { paint, type Light } from './light.js';
import { door, garageDoor, onWall, recedingWall, window, windowOnWall } from './parts.js';
import { pickFrom, type Random } from './random.js';
import { HORIZON, bush, hills, lawn, picketFence, tree, walkway } from './outdoor.js';
import { line, polygon, rect } from './svg.js';
import type { ExteriorView, Shot } from './views.js';

/** A family house: gable roof, door, windows, a white picket fence and garden trees; one or two storeys. */

interface HouseStyle {
  wall: string;
  roof: string;
  door: string;
  storeys: 1 | 2;
  garage: boolean;
}

function houseStyle(random: Random): HouseStyle {
  return {
    wall: pickFrom(random, ['#f3e6cf', '#ecd2b4', '#d3e3ea', '#dbe6d2', '#f6f3ee', '#eec3a6']),
    roof: pickFrom(random, ['#b5543c', '#8f4a35', '#56606b', '#a3402f']),
    door: pickFrom(random, ['#7a4b2a', '#2f5d62', '#8c2f39', '#3e4a61']),
    storeys: random() < 0.45 ? 2 : 1,
    garage: random() < 0.5,
  };
}

const BASE = HORIZON + 10;

function frontHouse(light: Light, random: Random, style: HouseStyle): string {
  const height = style.storeys === 2 ? 280 : 185;
  const [left, right] = style.storeys === 2 ? [390, 810] : [360, 840];
  const top = BASE - height;
  const wall = paint(light, style.wall);
  const roof = paint(light, style.roof);
  const parts = [
    rect(right - 110, top - 120, 42, 100, paint(light, darken(style.wall, 0.25))),
    polygon(
      [
        [left - 40, top + 6],
        [600, top - 135],
        [right + 40, top + 6],
      ],
      roof,
    ),
    rect(left, top, right - left, height, wall),
    rect(left, top, right - left, 14, paint(light, darken(style.wall, 0.12))),
    line([left - 44, top + 8], [600, top - 140], paint(light, darken(style.roof, 0.25)), 10),
    line([600, top - 140], [right + 44, top + 8], paint(light, darken(style.roof, 0.25)), 10),
    window(light, random, 568, top - 78, 64, 50),
    door(light, 565, BASE - 125, 70, 125, style.door),
    window(light, random, left + 45, BASE - 135, 100, 78),
    style.garage
      ? garageDoor(light, right - 175, BASE - 118, 140, 118, '#e9e4da')
      : window(light, random, right - 145, BASE - 135, 100, 78),
  ];
  if (style.storeys === 2) {
    parts.push(window(light, random, left + 55, top + 50, 84, 70), window(light, random, right - 139, top + 50, 84, 70));
  }
  return parts.join('');
}

function angledHouse(light: Light, random: Random, style: HouseStyle): string {
  const height = style.storeys === 2 ? 270 : 190;
  const front = { left: 610, right: 870, top: BASE - height };
  const peak: [number, number] = [740, front.top - 118];
  const side = recedingWall([front.left, front.top], [front.left, BASE], [330, front.top + 28], [330, BASE - 12]);
  const roofColour = paint(light, style.roof);
  const parts = [
    polygon([peak, [470, peak[1] + 14], [310, front.top + 30], [front.left - 16, front.top + 4]], roofColour),
    polygon([side.at(0, 0), side.at(1, 0), side.at(1, 1), side.at(0, 1)], paint(light, darken(style.wall, 0.16))),
    polygon([[front.left, front.top], peak, [front.right, front.top], [front.right, BASE], [front.left, BASE]], paint(light, style.wall)),
    line([front.left - 18, front.top + 6], peak, paint(light, darken(style.roof, 0.25)), 12),
    line(peak, [front.right + 18, front.top + 6], paint(light, darken(style.roof, 0.25)), 12),
    onWall(side, 0.42, 0.56, 0.35, 1, paint(light, darken(style.door, 0.1))),
    windowOnWall(light, random, side, 0.1, 0.32, 0.3, 0.7),
    windowOnWall(light, random, side, 0.66, 0.88, 0.3, 0.7),
    window(light, random, 700, BASE - 140, 80, 80),
  ];
  if (style.storeys === 2) {
    parts.push(windowOnWall(light, random, side, 0.15, 0.35, 0.08, 0.3), window(light, random, 712, front.top + 20, 56, 46));
  }
  return parts.join('');
}

export function houseExterior(view: ExteriorView, { light, random, style: styleRandom }: Shot): string {
  const style = houseStyle(styleRandom);
  const building = view === 'front' ? frontHouse(light, random, style) : angledHouse(light, random, style);
  const doorX = view === 'front' ? 600 : 468;
  return [
    hills(light, random),
    lawn(light),
    tree(light, random, 215, BASE + 20, 190),
    tree(light, random, 1010, BASE + 15, 170),
    building,
    bush(light, 420, BASE + 14, 70),
    bush(light, 760, BASE + 14, 64),
    walkway(light, doorX, BASE),
    picketFence(light, 0, doorX - 70, 700),
    picketFence(light, doorX + 70, 1200, 700),
  ].join('');
}
