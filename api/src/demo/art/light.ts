import { mix } from './colour.js';
import type { Random } from './random.js';

/** The time of day of a photo: it sets the sky, the sun and how warm or dark everything else looks. */
export type TimeOfDay = 'morning' | 'noon' | 'afternoon' | 'dusk';

export interface Light {
  skyTop: string;
  skyBottom: string;
  sun: { x: number; y: number; radius: number; colour: string };
  cloud: string;
  /** Every colour on the ground is moved `tintAmount` of the way to `tintColour`. */
  tintColour: string;
  tintAmount: number;
  /** The share of windows with the lights on. */
  litShare: number;
  glass: string;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    skyTop: '#6fb1e6',
    skyBottom: '#dcedf8',
    sun: { x: 240, y: 150, radius: 46, colour: '#fff6d5' },
    cloud: '#ffffff',
    tintColour: '#fff4e0',
    tintAmount: 0.06,
    litShare: 0,
    glass: '#cfe6f5',
  },
  noon: {
    skyTop: '#3f8fd9',
    skyBottom: '#c4e2f6',
    sun: { x: 980, y: 105, radius: 44, colour: '#fffbe6' },
    cloud: '#ffffff',
    tintColour: '#ffffff',
    tintAmount: 0,
    litShare: 0,
    glass: '#bcdcf2',
  },
  afternoon: {
    skyTop: '#5b9bd2',
    skyBottom: '#f8d7a2',
    sun: { x: 1010, y: 330, radius: 54, colour: '#ffe2a0' },
    cloud: '#fff0da',
    tintColour: '#ff9f43',
    tintAmount: 0.13,
    litShare: 0.1,
    glass: '#f3dcb2',
  },
  dusk: {
    skyTop: '#283862',
    skyBottom: '#ee8d5e',
    sun: { x: 900, y: 575, radius: 62, colour: '#ffb56e' },
    cloud: '#f2a08a',
    tintColour: '#1f2547',
    tintAmount: 0.42,
    litShare: 0.65,
    glass: '#55638a',
  },
};

export const LIT_WINDOW = '#ffd36e';

export function lightAt(time: TimeOfDay): Light {
  return LIGHTS[time];
}

/** A colour as it looks in this light. */
export function paint(light: Light, colour: string): string {
  return mix(colour, light.tintColour, light.tintAmount);
}

/** A window pane: lit from inside for `litShare` of the windows, else reflecting the sky. */
export function pane(light: Light, random: Random): string {
  return random() < light.litShare ? LIT_WINDOW : light.glass;
}
