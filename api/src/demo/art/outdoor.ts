import { lighten } from './colour.js';
import { paint, type Light } from './light.js';
import { between, pickFrom, type Random } from './random.js';
import { circle, ellipse, path, polygon, rect, verticalGradient } from './svg.js';

/** The outdoor canvas: 3:2, with the horizon a little below the middle so a wide crop keeps the ground line. */
export const WIDTH = 1200;
export const HEIGHT = 800;
export const HORIZON = 600;

const GRASS = '#7db36a';
const FOLIAGE = ['#4f8a4b', '#5d9c59', '#3f7a45', '#6aa55a'] as const;
const TRUNK = '#6b4a2f';

export function skyDefs(light: Light): string {
  return verticalGradient('sky', light.skyTop, light.skyBottom);
}

function cloud(x: number, y: number, size: number, colour: string): string {
  return [
    ellipse(x, y, size, size * 0.38, colour, 'opacity="0.9"'),
    ellipse(x - size * 0.45, y + size * 0.05, size * 0.55, size * 0.3, colour, 'opacity="0.9"'),
    ellipse(x + size * 0.2, y - size * 0.22, size * 0.5, size * 0.36, colour, 'opacity="0.9"'),
  ].join('');
}

/** The sky with its gradient, the sun with a soft halo and a few clouds. */
export function sky(light: Light, random: Random): string {
  const { sun } = light;
  const clouds = [
    cloud(between(random, 120, 420), between(random, 90, 190), between(random, 70, 110), light.cloud),
    cloud(between(random, 560, 760), between(random, 70, 150), between(random, 60, 95), light.cloud),
    cloud(between(random, 880, 1120), between(random, 170, 250), between(random, 55, 85), light.cloud),
  ];
  return [
    rect(0, 0, WIDTH, HORIZON + 20, 'url(#sky)'),
    circle(sun.x, sun.y, sun.radius * 1.9, sun.colour, 'opacity="0.22"'),
    circle(sun.x, sun.y, sun.radius, sun.colour),
    ...clouds,
  ].join('');
}

/** Rolling hills behind the subject, ending at the horizon (`horizon` when a scene sets its own). */
export function hills(light: Light, random: Random, colour = '#8fbf7a', horizon = HORIZON): string {
  const lift = HORIZON - horizon;
  const [left, middle, right] = [between(random, 470, 540) - lift, between(random, 500, 560) - lift, between(random, 460, 530) - lift];
  return path(
    `M0,${left} Q300,${middle - 60} 600,${middle} T1200,${right} L1200,${horizon + 10} L0,${horizon + 10} Z`,
    paint(light, colour),
  );
}

/** The ground from `top` (the horizon unless a scene sets its own) to the bottom edge. */
export function lawn(light: Light, colour = GRASS, top = HORIZON): string {
  return rect(0, top, WIDTH, HEIGHT - top, paint(light, colour)) + rect(0, top, WIDTH, 14, paint(light, lighten(colour, 0.15)));
}

/** A round-crowned tree standing at (`x`, `baseY`), `size` about the crown's width. */
export function tree(light: Light, random: Random, x: number, baseY: number, size: number): string {
  const green = paint(light, pickFrom(random, FOLIAGE));
  const top = baseY - size * 1.15;
  return [
    rect(Math.round(x - size * 0.07), Math.round(baseY - size * 0.8), Math.round(size * 0.14), Math.round(size * 0.8), paint(light, TRUNK)),
    circle(x, top, size * 0.5, green),
    circle(x - size * 0.33, top + size * 0.25, size * 0.38, green),
    circle(x + size * 0.33, top + size * 0.25, size * 0.38, green),
    circle(x - size * 0.12, top - size * 0.12, size * 0.22, paint(light, lighten(green, 0.18)), 'opacity="0.7"'),
  ].join('');
}

export function bush(light: Light, x: number, baseY: number, size: number): string {
  const green = paint(light, FOLIAGE[2]);
  return (
    ellipse(x, baseY - size * 0.3, size * 0.6, size * 0.4, green) +
    ellipse(x + size * 0.35, baseY - size * 0.25, size * 0.4, size * 0.3, green)
  );
}

/** A white picket fence along `baseY`, from `fromX` to `toX`. */
export function picketFence(light: Light, fromX: number, toX: number, baseY: number, height = 56): string {
  const white = paint(light, '#f4f1ea');
  const pickets: string[] = [];
  for (let x = fromX; x < toX; x += 24) {
    pickets.push(
      polygon(
        [
          [x, baseY],
          [x, baseY - height + 10],
          [x + 6, baseY - height],
          [x + 12, baseY - height + 10],
          [x + 12, baseY],
        ],
        white,
      ),
    );
  }
  return pickets.join('') + rect(fromX, baseY - height + 16, toX - fromX, 7, white) + rect(fromX, baseY - 20, toX - fromX, 7, white);
}

/** A rustic post-and-rail fence along `baseY`. */
export function railFence(light: Light, fromX: number, toX: number, baseY: number, height = 70): string {
  const wood = paint(light, '#8a6240');
  const posts: string[] = [];
  for (let x = fromX; x <= toX; x += 110) posts.push(rect(x, baseY - height, 12, height, wood));
  return (
    posts.join('') +
    rect(fromX, baseY - height + 12, toX - fromX + 12, 9, wood) +
    rect(fromX, baseY - height / 2, toX - fromX + 12, 9, wood)
  );
}

/** A walkway from the door at `x` down to the bottom edge, wider as it comes closer. */
export function walkway(light: Light, x: number, top: number, colour = '#d9cbb4'): string {
  return polygon(
    [
      [x - 40, top],
      [x + 40, top],
      [x + 110, HEIGHT],
      [x - 110, HEIGHT],
    ],
    paint(light, colour),
  );
}
