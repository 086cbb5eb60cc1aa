import type { PropertyType } from '../../db/schema.js';
import { apartmentExterior } from './apartment.js';
import { farmExterior } from './farm.js';
import { houseExterior } from './house.js';
import { interior } from './interior.js';
import { lightAt } from './light.js';
import { HEIGHT, WIDTH, sky, skyDefs } from './outdoor.js';
import { plotExterior } from './plot.js';
import { seededRandom } from './random.js';
import { mirrored, svgDocument } from './svg.js';
import type { ExteriorView, PhotoView, Shot } from './views.js';
import { warehouseExterior } from './warehouse.js';

/**
 * The demo's property photos: a simple illustration of the kind of property, centred so that any crop the site makes
 * (4:3 cards, square thumbnails, the wide gallery, a phone's tall gallery) still shows it. Shapes only, never text.
 */

export const PHOTO_WIDTH = WIDTH;
export const PHOTO_HEIGHT = HEIGHT;

export interface PropertyPhotoArt {
  type: PropertyType;
  /** Different for every property, so that no two look alike; all photos of one property share its look. */
  seed: number;
  /** Which photo of the property (0-based): changes the view and the time of day. */
  index: number;
}

const EXTERIORS: Record<PropertyType, (view: ExteriorView, shot: Shot) => string> = {
  house: houseExterior,
  apartment: apartmentExterior,
  land: plotExterior,
  rural: farmExterior,
  commercial: warehouseExterior,
};

const FRONT_AT_NOON: PhotoView = { place: 'outside', view: 'front', time: 'noon' };
/** The photos of a property in order: the facade first (what a card shows), then other angles, times and rooms. */
const BUILDING_VIEWS: readonly PhotoView[] = [
  FRONT_AT_NOON,
  { place: 'outside', view: 'angle', time: 'afternoon' },
  { place: 'inside', view: 'living', time: 'noon' },
  { place: 'outside', view: 'front', time: 'dusk' },
  { place: 'inside', view: 'bedroom', time: 'morning' },
];
/** A plot has nothing inside: its photos are all outside, from other angles and at other times. */
const PLOT_VIEWS: readonly PhotoView[] = [
  FRONT_AT_NOON,
  { place: 'outside', view: 'angle', time: 'afternoon' },
  { place: 'outside', view: 'front', time: 'morning' },
  { place: 'outside', view: 'angle', time: 'dusk' },
];

export function photoView(type: PropertyType, seed: number, index: number): PhotoView {
  const views = type === 'land' ? PLOT_VIEWS : BUILDING_VIEWS;
  const view = views[index % views.length] ?? FRONT_AT_NOON;
  // The first photo of every other property is taken in the morning, so that the covers of a page differ.
  return index === 0 && seed % 2 === 1 ? { ...view, time: 'morning' } : view;
}

export function propertyPhotoSvg({ type, seed, index }: PropertyPhotoArt): string {
  const view = photoView(type, seed, index);
  const light = lightAt(view.time);
  const random = seededRandom(seed * 7919 + index * 104729 + 17);
  const shot: Shot = { light, random, style: seededRandom(seed * 31 + 5) };
  const scene = view.place === 'outside' ? sky(light, random) + EXTERIORS[type](view.view, shot) : interior(type, view.view, shot);
  const flip = random() < 0.5;
  return svgDocument(WIDTH, HEIGHT, skyDefs(light), flip ? mirrored(scene, WIDTH) : scene);
}
