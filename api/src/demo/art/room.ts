import type { PropertyType } from '../../db/schema.js';
import { darken, lighten, mix } from './colour.js';
import { paint, type Light } from './light.js';
import { HEIGHT, WIDTH } from './outdoor.js';
import { polygon, rect, type Point } from './svg.js';

/** A room seen from its doorway: back wall in the middle, side walls, ceiling and a floor of boards, in perspective. */

export const BACK = { left: 220, right: 980, top: 110, floor: 560 } as const;

export interface RoomColours {
  wall: string;
  floor: string;
}

function boards(light: Light, floor: string): string {
  const lines: string[] = [];
  const [backWidth, frontWidth] = [BACK.right - BACK.left, WIDTH];
  for (let board = 1; board < 12; board += 1) {
    const back: Point = [BACK.left + (backWidth * board) / 12, BACK.floor];
    const front: Point = [(frontWidth * board) / 12, HEIGHT];
    lines.push(polygon([back, [back[0] + 2, back[1]], [front[0] + 3, front[1]], front], paint(light, darken(floor, 0.12))));
  }
  return lines.join('');
}

export function roomShell(light: Light, { wall, floor }: RoomColours): string {
  const { left, right, top, floor: bottom } = BACK;
  return [
    rect(left, top, right - left, bottom - top, paint(light, wall)),
    polygon(
      [
        [0, 0],
        [WIDTH, 0],
        [right, top],
        [left, top],
      ],
      paint(light, lighten(wall, 0.35)),
    ),
    polygon(
      [
        [0, 0],
        [left, top],
        [left, bottom],
        [0, HEIGHT],
      ],
      paint(light, darken(wall, 0.08)),
    ),
    polygon(
      [
        [WIDTH, 0],
        [right, top],
        [right, bottom],
        [WIDTH, HEIGHT],
      ],
      paint(light, darken(wall, 0.13)),
    ),
    polygon(
      [
        [left, bottom],
        [right, bottom],
        [WIDTH, HEIGHT],
        [0, HEIGHT],
      ],
      paint(light, floor),
    ),
    boards(light, floor),
    rect(left, bottom - 12, right - left, 12, paint(light, lighten(wall, 0.5))),
  ].join('');
}

/** What a window shows: city blocks from an apartment, hills from a farm, a garden tree from a house. */
function outsideView(type: PropertyType, light: Light, x: number, y: number, width: number, height: number): string {
  const ground = y + height * 0.72;
  const parts = [rect(x, y, width, height, 'url(#sky)')];
  if (type === 'apartment') {
    const haze = mix('#8193a8', light.skyBottom, 0.35);
    for (const [dx, h] of [
      [0, 0.55],
      [0.18, 0.75],
      [0.4, 0.45],
      [0.55, 0.85],
      [0.78, 0.6],
    ] as const) {
      parts.push(rect(x + width * dx, y + height * (1 - h), width * 0.2, height * h, paint(light, haze)));
    }
  } else {
    parts.push(rect(x, ground, width, y + height - ground, paint(light, '#8cbf73')));
    parts.push(
      polygon(
        [
          [x, ground],
          [x + width * 0.5, ground - height * 0.18],
          [x + width, ground],
        ],
        paint(light, '#7fb36a'),
      ),
    );
  }
  return parts.join('');
}

/** A window in the back wall with its frame and the view outside. */
export function roomWindow(type: PropertyType, light: Light, x: number, y: number, width: number, height: number): string {
  const frame = paint(light, '#fbfaf7');
  return [
    rect(x - 12, y - 12, width + 24, height + 24, frame),
    outsideView(type, light, x, y, width, height),
    rect(x + width / 2 - 5, y, 10, height, frame),
    rect(x - 24, y + height + 10, width + 48, 12, paint(light, '#e9e4da')),
  ].join('');
}
