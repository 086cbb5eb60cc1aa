import { darken, mix } from './colour.js';
import { LIT_WINDOW, pane, paint, type Light } from './light.js';
import { onWall, recedingWall } from './parts.js';
import { HORIZON, tree } from './outdoor.js';
import { pickFrom, type Random } from './random.js';
import { street } from './street.js';
import { rect } from './svg.js';
import type { ExteriorView, Shot } from './views.js';

/** An apartment tower with balconies on every floor, lower blocks behind it and the street in front. */

interface TowerStyle {
  wall: string;
  accent: string;
  floors: number;
}

function towerStyle(random: Random): TowerStyle {
  return {
    wall: pickFrom(random, ['#ebe5d9', '#d9e0e6', '#f0e4cf', '#d3ddd5', '#e6d6cc']),
    accent: pickFrom(random, ['#c46a4a', '#4b6c8a', '#8a7a5a', '#5f7f6a']),
    floors: pickFrom(random, [8, 9, 10]),
  };
}

const BASE = HORIZON + 10;
const FLOOR = 36;
const LOBBY = 56;

/** Tower glass: the sky's reflection, bluer and darker than a house window so it stands out on the wall. */
function towerPane(light: Light, random: Random): string {
  const glass = pane(light, random);
  return glass === LIT_WINDOW ? glass : paint(light, mix(glass, '#3f6a94', 0.45));
}

/** A far block, hazy with distance, with a grid of small windows. */
function farBlock(light: Light, random: Random, left: number, width: number, top: number): string {
  const wall = paint(light, mix('#c9c3b8', light.skyBottom, 0.5));
  const windows: string[] = [];
  for (let y = top + 20; y < BASE - 40; y += 34) {
    for (let x = left + 16; x < left + width - 30; x += 36)
      windows.push(rect(x, y, 18, 18, paint(light, mix(pane(light, random), wall, 0.35))));
  }
  return rect(left, top, width, BASE - top, wall) + windows.join('');
}

function frontTower(light: Light, random: Random, style: TowerStyle): string {
  const [left, right] = [425, 775];
  const top = BASE - LOBBY - style.floors * FLOOR;
  const parts = [
    rect(left + 120, top - 34, 90, 34, paint(light, darken(style.wall, 0.2))),
    rect(left - 8, top - 10, right - left + 16, 14, paint(light, darken(style.wall, 0.25))),
    rect(left, top, right - left, BASE - top, paint(light, style.wall)),
    rect(585, top, 30, BASE - top - LOBBY, paint(light, style.accent)),
  ];
  for (let floor = 0; floor < style.floors; floor += 1) {
    const y = top + floor * FLOOR;
    for (const x of [left + 22, left + 92, 630, 700]) parts.push(rect(x, y + 6, 50, 26, towerPane(light, random)));
    const railing = paint(light, darken(style.wall, 0.3));
    parts.push(rect(left + 10, y + 24, 160, 9, railing), rect(620, y + 24, 145, 9, railing));
  }
  parts.push(rect(left, BASE - LOBBY, right - left, LOBBY, paint(light, darken(style.wall, 0.1))));
  parts.push(rect(555, BASE - 46, 90, 46, towerPane(light, random)), rect(598, BASE - 46, 4, 46, paint(light, '#f7f5f0')));
  return parts.join('');
}

function angledTower(light: Light, random: Random, style: TowerStyle): string {
  const [left, right] = [560, 800];
  const top = BASE - LOBBY - style.floors * FLOOR;
  const side = recedingWall([left, top], [left, BASE], [410, top + 30], [410, BASE - 10]);
  const parts = [
    onWall(side, 0, 1, 0, 1, paint(light, darken(style.wall, 0.2))),
    rect(left, top, right - left, BASE - top, paint(light, style.wall)),
    rect(left - 4, top - 10, right - left + 8, 12, paint(light, darken(style.wall, 0.25))),
  ];
  const rows = style.floors;
  for (let floor = 0; floor < rows; floor += 1) {
    const y = top + floor * FLOOR;
    for (const x of [left + 18, left + 78, left + 138, left + 196]) parts.push(rect(x, y + 6, 36, 26, towerPane(light, random)));
    parts.push(rect(left + 8, y + 24, right - left - 16, 8, paint(light, style.accent)));
    const v1 = (floor * FLOOR + 8) / (BASE - top);
    const v2 = (floor * FLOOR + 30) / (BASE - top);
    parts.push(onWall(side, 0.15, 0.4, v1, v2, towerPane(light, random)), onWall(side, 0.6, 0.85, v1, v2, towerPane(light, random)));
  }
  parts.push(rect(left, BASE - LOBBY, right - left, LOBBY, paint(light, darken(style.wall, 0.1))));
  parts.push(rect(left + 70, BASE - 46, 90, 46, towerPane(light, random)));
  return parts.join('');
}

export function apartmentExterior(view: ExteriorView, { light, random, style: styleRandom }: Shot): string {
  const style = towerStyle(styleRandom);
  return [
    farBlock(light, random, 140, 260, 400),
    farBlock(light, random, 810, 250, 360),
    view === 'front' ? frontTower(light, random, style) : angledTower(light, random, style),
    street(light),
    tree(light, random, 330, BASE + 40, 130),
    tree(light, random, 880, BASE + 40, 140),
  ].join('');
}
