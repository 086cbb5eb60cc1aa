import { darken } from './colour.js';
import { pane, paint, type Light } from './light.js';
import { garageDoor, onWall, recedingWall } from './parts.js';
import { HEIGHT, HORIZON, WIDTH, hills, tree } from './outdoor.js';
import { pickFrom, type Random } from './random.js';
import { polygon, rect } from './svg.js';
import type { ExteriorView, Shot } from './views.js';

/** A warehouse (galpão): a long corrugated building with loading doors, a glazed office and a paved yard. */

interface WarehouseStyle {
  wall: string;
  accent: string;
}

function warehouseStyle(random: Random): WarehouseStyle {
  return {
    wall: pickFrom(random, ['#dfe3e6', '#e6e1d6', '#d5dde3']),
    accent: pickFrom(random, ['#2f6fa3', '#2f8f6a', '#d9822b', '#8a3b3b']),
  };
}

const BASE = HORIZON + 10;

/** Corrugated cladding: thin darker ribs every 18 px. */
function ribs(light: Light, left: number, right: number, top: number, bottom: number, wall: string): string {
  const lines: string[] = [];
  for (let x = left + 9; x < right; x += 18) lines.push(rect(x, top, 3, bottom - top, paint(light, darken(wall, 0.07))));
  return lines.join('');
}

function yard(light: Light): string {
  const marks: string[] = [];
  for (let x = 60; x < WIDTH; x += 150)
    marks.push(
      polygon(
        [
          [x, 680],
          [x + 8, 680],
          [x - 30, HEIGHT],
          [x - 44, HEIGHT],
        ],
        paint(light, '#f2f0e8'),
      ),
    );
  return (
    rect(0, HORIZON, WIDTH, HEIGHT - HORIZON, paint(light, '#8d9094')) +
    rect(0, HORIZON, WIDTH, 16, paint(light, '#9fa2a6')) +
    marks.join('')
  );
}

function frontWarehouse(light: Light, random: Random, style: WarehouseStyle): string {
  const [left, right, top] = [240, 960, 400];
  const parts = [
    polygon(
      [
        [left - 20, top + 6],
        [600, top - 70],
        [right + 20, top + 6],
      ],
      paint(light, '#9aa3ab'),
    ),
    rect(left, top, right - left, BASE - top, paint(light, style.wall)),
    ribs(light, left, right, top, BASE, style.wall),
    rect(left, top, right - left, 26, paint(light, style.accent)),
  ];
  for (const x of [280, 420, 560]) {
    parts.push(garageDoor(light, x, BASE - 140, 110, 140, '#c9ced3'), rect(x + 46, BASE - 14, 18, 14, paint(light, '#3a3a3a')));
  }
  parts.push(
    rect(730, 450, 200, BASE - 450, paint(light, darken(style.wall, 0.05))),
    rect(745, 470, 170, 50, paint(light, pane(light, random))),
    rect(800, 540, 60, BASE - 540, paint(light, pane(light, random))),
    rect(730, 450, 200, 10, paint(light, style.accent)),
  );
  return parts.join('');
}

function angledWarehouse(light: Light, random: Random, style: WarehouseStyle): string {
  const front = { left: 640, right: 960, top: 420 };
  const side = recedingWall([front.left, front.top], [front.left, BASE], [200, front.top + 45], [200, BASE - 20]);
  const parts = [
    polygon(
      [
        [front.left - 6, front.top - 2],
        [800, front.top - 62],
        [430, front.top - 30],
        [190, front.top + 42],
      ],
      paint(light, '#9aa3ab'),
    ),
    onWall(side, 0, 1, 0, 1, paint(light, darken(style.wall, 0.14))),
    onWall(side, 0, 1, 0, 0.1, paint(light, darken(style.accent, 0.1))),
    polygon(
      [
        [front.left, front.top],
        [800, front.top - 62],
        [front.right, front.top],
        [front.right, BASE],
        [front.left, BASE],
      ],
      paint(light, style.wall),
    ),
    ribs(light, front.left, front.right, front.top, BASE, style.wall),
    rect(front.left, front.top, front.right - front.left, 24, paint(light, style.accent)),
    garageDoor(light, 740, BASE - 150, 120, 150, '#c9ced3'),
  ];
  for (const u of [0.1, 0.38, 0.66]) parts.push(onWall(side, u, u + 0.2, 0.35, 1, paint(light, darken('#c9ced3', 0.12))));
  parts.push(onWall(side, 0.02, 0.08, 0.45, 1, paint(light, pane(light, random))));
  return parts.join('');
}

export function warehouseExterior(view: ExteriorView, { light, random, style: styleRandom }: Shot): string {
  const style = warehouseStyle(styleRandom);
  return [
    hills(light, random, '#9cc08a'),
    tree(light, random, 130, HORIZON + 4, 130),
    tree(light, random, 1090, HORIZON + 4, 120),
    yard(light),
    view === 'front' ? frontWarehouse(light, random, style) : angledWarehouse(light, random, style),
  ].join('');
}
