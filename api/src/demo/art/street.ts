import { paint, type Light } from './light.js';
import { HEIGHT, HORIZON, WIDTH, bush } from './outdoor.js';
import { rect } from './svg.js';

/** The city street in front of a building: a strip of garden, the pavement and the road with its lane marks. */
export function street(light: Light): string {
  const marks: string[] = [];
  for (let x = 20; x < WIDTH; x += 160) marks.push(rect(x, 752, 90, 8, paint(light, '#f1efe6')));
  return [
    rect(0, HORIZON, WIDTH, 60, paint(light, '#86b873')),
    bush(light, 200, HORIZON + 50, 60),
    bush(light, 1000, HORIZON + 50, 60),
    rect(0, HORIZON + 60, WIDTH, 50, paint(light, '#d8d4cc')),
    rect(0, HORIZON + 104, WIDTH, 8, paint(light, '#b9b4aa')),
    rect(0, HORIZON + 112, WIDTH, HEIGHT - HORIZON - 112, paint(light, '#5d6166')),
    ...marks,
  ].join('');
}
