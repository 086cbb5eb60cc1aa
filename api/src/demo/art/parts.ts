import { darken } from './colour.js';
import { pane, paint, type Light } from './light.js';
import type { Random } from './random.js';
import { polygon, rect, type Point } from './svg.js';

/** Building parts shared by the drawings: windows, doors, garage doors, seen from the front or on a receding wall. */

const FRAME = '#f7f5f0';

/** A framed window with a cross bar. */
export function window(light: Light, random: Random, x: number, y: number, width: number, height: number): string {
  const frame = paint(light, FRAME);
  return [
    rect(x - 6, y - 6, width + 12, height + 12, frame),
    rect(x, y, width, height, paint(light, pane(light, random))),
    rect(x + width / 2 - 3, y, 6, height, frame),
    rect(x, y + height / 2 - 3, width, 6, frame),
    rect(x - 12, y + height + 6, width + 24, 8, paint(light, darken(FRAME, 0.15))),
  ].join('');
}

export function door(light: Light, x: number, y: number, width: number, height: number, colour: string): string {
  return [
    rect(x - 8, y - 8, width + 16, height + 8, paint(light, FRAME)),
    rect(x, y, width, height, paint(light, colour)),
    rect(x + width * 0.18, y + height * 0.12, width * 0.64, height * 0.3, paint(light, darken(colour, 0.2))),
    rect(x + width - 16, y + height * 0.55, 7, 7, '#d9b45a'),
  ].join('');
}

/** A sectional garage (or loading) door: a panel with horizontal grooves. */
export function garageDoor(light: Light, x: number, y: number, width: number, height: number, colour: string): string {
  const grooves: string[] = [];
  for (let groove = y + 22; groove < y + height - 6; groove += 22)
    grooves.push(rect(x, groove, width, 3, paint(light, darken(colour, 0.18))));
  return (
    rect(x - 6, y - 6, width + 12, height + 6, paint(light, darken(colour, 0.3))) +
    rect(x, y, width, height, paint(light, colour)) +
    grooves.join('')
  );
}

/** A wall seen at an angle: `at(u, v)` gives the point `u` of the way along it and `v` of the way down. */
export interface RecedingWall {
  at: (u: number, v: number) => Point;
}

/** A wall whose near edge runs from `nearTop` down to `nearBottom` and far edge from `farTop` to `farBottom`. */
export function recedingWall(nearTop: Point, nearBottom: Point, farTop: Point, farBottom: Point): RecedingWall {
  const lerp = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
  return {
    at: (u, v) => {
      const top: Point = [lerp(nearTop[0], farTop[0], u), lerp(nearTop[1], farTop[1], u)];
      const bottom: Point = [lerp(nearBottom[0], farBottom[0], u), lerp(nearBottom[1], farBottom[1], u)];
      return [lerp(top[0], bottom[0], v), lerp(top[1], bottom[1], v)];
    },
  };
}

/** The quadrilateral between `u1`…`u2` along and `v1`…`v2` down a receding wall. */
export function onWall(wall: RecedingWall, u1: number, u2: number, v1: number, v2: number, fill: string): string {
  return polygon([wall.at(u1, v1), wall.at(u2, v1), wall.at(u2, v2), wall.at(u1, v2)], fill);
}

/** A window on a receding wall, with its frame. */
export function windowOnWall(light: Light, random: Random, wall: RecedingWall, u1: number, u2: number, v1: number, v2: number): string {
  const glass = paint(light, pane(light, random));
  return onWall(wall, u1 - 0.012, u2 + 0.012, v1 - 0.03, v2 + 0.03, paint(light, FRAME)) + onWall(wall, u1, u2, v1, v2, glass);
}
