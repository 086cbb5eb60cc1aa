import type { PropertyType } from '../../db/schema.js';
import { darken } from './colour.js';
import { bed, coffeeTable, floorLamp, nightstand, picture, plant, rug, sofa } from './furniture.js';
import { paint, type Light } from './light.js';
import { garageDoor } from './parts.js';
import { pickFrom, type Random } from './random.js';
import { BACK, roomShell, roomWindow, type RoomColours } from './room.js';
import { polygon, rect } from './svg.js';
import type { InteriorView, Shot } from './views.js';

/** Rooms inside the property: a living room or a bedroom, with wooden beams on a farm; a warehouse's hall with racks. */

interface InteriorStyle extends RoomColours {
  fabric: string;
  accent: string;
}

function interiorStyle(type: PropertyType, random: Random): InteriorStyle {
  return {
    wall: type === 'rural' ? pickFrom(random, ['#ecd9b8', '#e8d2ae']) : pickFrom(random, ['#f1e9dc', '#e4ece8', '#efe2d3', '#e6e9f0']),
    floor: type === 'rural' ? '#9c6b45' : pickFrom(random, ['#c89b6d', '#b5865a', '#d2b48c']),
    fabric: pickFrom(random, ['#5b7fa6', '#7a9a6a', '#b86b4b', '#8a7fa8', '#6f8f96']),
    accent: pickFrom(random, ['#d9a441', '#c46a4a', '#5e8c7a']),
  };
}

function beams(light: Light): string {
  const wood = paint(light, '#7a5535');
  return [0.25, 0.5, 0.75]
    .map((share) => {
      const y = Math.round(BACK.top * share);
      const inset = Math.round(BACK.left * share);
      return polygon(
        [
          [inset, y - 8],
          [1200 - inset, y - 8],
          [1200 - inset, y + 10],
          [inset, y + 10],
        ],
        wood,
      );
    })
    .join('');
}

function livingRoom(type: PropertyType, light: Light, style: InteriorStyle): string {
  return [
    roomWindow(type, light, 270, 170, 180, 250),
    picture(light, 600, 210, 200, 120, style.accent),
    rug(light, 670, 600, darken(style.accent, 0.1)),
    sofa(light, 480, BACK.floor, 380, style.fabric),
    coffeeTable(light, 670, 640),
    floorLamp(light, 920, BACK.floor),
    plant(light, 290, BACK.floor + 30),
  ].join('');
}

function bedroom(type: PropertyType, light: Light, style: InteriorStyle): string {
  return [
    roomWindow(type, light, 820, 180, 120, 200),
    picture(light, 540, 190, 180, 100, style.accent),
    nightstand(light, 400, BACK.floor),
    nightstand(light, 860, BACK.floor),
    bed(light, 630, BACK.floor, style.fabric),
  ].join('');
}

/** A storage rack against the back wall: orange uprights, blue beams and boxes on each level. */
function rack(light: Light, left: number, width: number): string {
  const parts = [rect(left, 180, 12, 380, paint(light, '#e07b2a')), rect(left + width - 12, 180, 12, 380, paint(light, '#e07b2a'))];
  for (let level = 0; level < 3; level += 1) {
    const y = 250 + level * 110;
    parts.push(rect(left, y, width, 12, paint(light, '#2f5f9e')));
    for (let box = left + 20; box < left + width - 60; box += 62)
      parts.push(rect(box, y - 58, 52, 58, paint(light, level % 2 === 0 ? '#c49a6c' : '#b58a5c')));
  }
  return parts.join('');
}

function warehouseHall(light: Light): string {
  const skylights = [0.3, 0.6].map((share) => {
    const y = Math.round(BACK.top * share);
    const inset = Math.round(BACK.left * share);
    return polygon(
      [
        [inset + 120, y - 14],
        [1080 - inset, y - 14],
        [1080 - inset, y + 14],
        [inset + 120, y + 14],
      ],
      paint(light, '#eef6fb'),
    );
  });
  return [
    roomShell(light, { wall: '#d3d6d8', floor: '#a9acaf' }),
    ...skylights,
    rack(light, BACK.left + 10, 220),
    rack(light, BACK.right - 230, 220),
    garageDoor(light, 500, 330, 200, 230, '#c9ced3'),
    polygon(
      [
        [560, BACK.floor],
        [640, BACK.floor],
        [720, 800],
        [480, 800],
      ],
      paint(light, darken('#a9acaf', 0.08)),
    ),
    rect(0, 700, 1200, 10, paint(light, '#e8c547')),
  ].join('');
}

export function interior(type: PropertyType, view: InteriorView, { light, style: styleRandom }: Shot): string {
  if (type === 'commercial') return warehouseHall(light);
  const style = interiorStyle(type, styleRandom);
  const room = view === 'bedroom' ? bedroom(type, light, style) : livingRoom(type, light, style);
  return roomShell(light, style) + (type === 'rural' ? beams(light) : '') + room;
}
