import { darken, lighten } from './colour.js';
import { paint, type Light } from './light.js';
import { circle, ellipse, polygon, rect } from './svg.js';

/** Furniture drawn straight on, standing on the back wall's floor line. */

export function sofa(light: Light, left: number, floorY: number, width: number, colour: string): string {
  const fabric = paint(light, colour);
  const shade = paint(light, darken(colour, 0.15));
  const cushions = [0, 1, 2].map((n) =>
    rect(left + 40 + n * ((width - 80) / 3) + 4, floorY - 120, (width - 80) / 3 - 8, 50, paint(light, lighten(colour, 0.12)), 'rx="10"'),
  );
  return [
    rect(left + 10, floorY - 150, width - 20, 90, shade, 'rx="16"'),
    ...cushions,
    rect(left + 10, floorY - 72, width - 20, 50, fabric, 'rx="8"'),
    rect(left, floorY - 110, 44, 92, fabric, 'rx="14"'),
    rect(left + width - 44, floorY - 110, 44, 92, fabric, 'rx="14"'),
    rect(left + 20, floorY - 22, 12, 22, paint(light, '#5a4030')),
    rect(left + width - 32, floorY - 22, 12, 22, paint(light, '#5a4030')),
  ].join('');
}

export function bed(light: Light, centre: number, floorY: number, colour: string): string {
  const wood = paint(light, '#9b6b45');
  return [
    rect(centre - 170, floorY - 230, 340, 150, wood, 'rx="12"'),
    rect(centre - 185, floorY - 90, 370, 90, paint(light, '#f4f1ea')),
    rect(centre - 150, floorY - 120, 130, 45, paint(light, '#ffffff'), 'rx="14"'),
    rect(centre + 20, floorY - 120, 130, 45, paint(light, '#ffffff'), 'rx="14"'),
    polygon(
      [
        [centre - 190, floorY - 70],
        [centre + 190, floorY - 70],
        [centre + 230, floorY + 60],
        [centre - 230, floorY + 60],
      ],
      paint(light, colour),
    ),
    rect(centre - 230, floorY + 60, 460, 22, paint(light, darken(colour, 0.2))),
  ].join('');
}

export function nightstand(light: Light, x: number, floorY: number): string {
  return [
    rect(x - 40, floorY - 80, 80, 80, paint(light, '#a87a52')),
    rect(x - 30, floorY - 55, 60, 8, paint(light, '#7d5a3c')),
    polygon(
      [
        [x - 24, floorY - 140],
        [x + 24, floorY - 140],
        [x + 34, floorY - 105],
        [x - 34, floorY - 105],
      ],
      paint(light, '#f6e7c4'),
    ),
    rect(x - 4, floorY - 105, 8, 25, paint(light, '#6b5a4a')),
  ].join('');
}

export function floorLamp(light: Light, x: number, floorY: number): string {
  return [
    rect(x - 3, floorY - 260, 6, 260, paint(light, '#4a4a4a')),
    ellipse(x, floorY - 2, 30, 8, paint(light, '#4a4a4a')),
    polygon(
      [
        [x - 34, floorY - 250],
        [x + 34, floorY - 250],
        [x + 22, floorY - 300],
        [x - 22, floorY - 300],
      ],
      paint(light, '#f3e3bf'),
    ),
  ].join('');
}

export function plant(light: Light, x: number, floorY: number): string {
  const leaf = paint(light, '#4f8a4b');
  return [
    ellipse(x - 26, floorY - 120, 22, 50, leaf, `transform="rotate(-25 ${x - 26} ${floorY - 120})"`),
    ellipse(x + 26, floorY - 120, 22, 50, leaf, `transform="rotate(25 ${x + 26} ${floorY - 120})"`),
    ellipse(x, floorY - 140, 22, 58, paint(light, '#5d9c59')),
    polygon(
      [
        [x - 34, floorY - 70],
        [x + 34, floorY - 70],
        [x + 26, floorY],
        [x - 26, floorY],
      ],
      paint(light, '#c46a4a'),
    ),
  ].join('');
}

/** A framed picture of a sun over hills: colour for the wall, no lettering. */
export function picture(light: Light, x: number, y: number, width: number, height: number, colour: string): string {
  return [
    rect(x - 10, y - 10, width + 20, height + 20, paint(light, '#3d3d3d')),
    rect(x, y, width, height, paint(light, '#f5efe2')),
    circle(x + width * 0.7, y + height * 0.35, height * 0.18, paint(light, '#e9b949')),
    polygon(
      [
        [x, y + height],
        [x + width * 0.4, y + height * 0.45],
        [x + width * 0.8, y + height],
      ],
      paint(light, colour),
    ),
  ].join('');
}

export function rug(light: Light, centre: number, y: number, colour: string): string {
  return polygon(
    [
      [centre - 260, y],
      [centre + 260, y],
      [centre + 360, y + 150],
      [centre - 360, y + 150],
    ],
    paint(light, colour),
    'opacity="0.85"',
  );
}

export function coffeeTable(light: Light, centre: number, y: number): string {
  const wood = paint(light, '#8a5d3b');
  return [
    polygon(
      [
        [centre - 120, y],
        [centre + 120, y],
        [centre + 140, y + 26],
        [centre - 140, y + 26],
      ],
      wood,
    ),
    rect(centre - 130, y + 26, 12, 50, wood),
    rect(centre + 118, y + 26, 12, 50, wood),
  ].join('');
}
