import type { Light, TimeOfDay } from './light.js';
import type { Random } from './random.js';

/** How a photo of a property is taken: outside from the front or at an angle, or inside. */
export type ExteriorView = 'front' | 'angle';
export type InteriorView = 'living' | 'bedroom';
export type PhotoView =
  { place: 'outside'; view: ExteriorView; time: TimeOfDay } | { place: 'inside'; view: InteriorView; time: TimeOfDay };

/** What one drawing needs: the light, numbers for this photo's details, and numbers for the property's own look. */
export interface Shot {
  light: Light;
  /** Different for every photo: clouds, lit windows, trees. */
  random: Random;
  /** The same for every photo of one property: its colours and shape, so its photos show one building. */
  style: Random;
}
