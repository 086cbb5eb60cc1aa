import type { Feature } from '../generated/resolvers.js';

/** The VRSync document's namespace and schema (Grupo OLX: ZAP, Viva Real, OLX). */
export const VRSYNC_NAMESPACE = 'http://www.vivareal.com/schemas/1.0/VRSync';
export const VRSYNC_SCHEMA_LOCATION = `${VRSYNC_NAMESPACE} http://xml.vivareal.com/vrsync.xsd`;
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/**
 * Our features in the portal's fixed English vocabulary, in the order the feed lists them. Both REST key sets
 * arrive here already read into the canonical features (`normalize/features.ts`: `pet_friendly` and
 * `accepts_pets` are both PET_FRIENDLY). Features with no VRSync word are not sent: CALM_LOCATION, COLD_FLOOR,
 * FAN, NEAR_SCHOOL, NEAR_PHARMACY (and unknown keys, which never become a feature).
 */
const VRSYNC_FEATURES: readonly (readonly [Feature, string])[] = [
  ['PET_FRIENDLY', 'Pets Allowed'],
  ['CLOSETS', 'Closet'],
  ['BACKYARD', 'Backyard'],
  ['SERVICE_AREA', 'Laundry'],
  ['KITCHEN', 'Kitchen'],
  ['POOL', 'Pool'],
  ['GRILL', 'BBQ'],
  ['TENNIS_COURT', 'Tennis court'],
  ['FOOTBALL_COURT', 'Sports Court'],
  ['VOLLEYBALL_COURT', 'Sports Court'],
  ['SPORTS_COURT', 'Sports Court'],
];

/** A property's features as the portal's words, in the vocabulary's order, each word once. */
export function vrsyncFeatures(features: readonly Feature[]): string[] {
  const words: string[] = [];
  for (const [feature, word] of VRSYNC_FEATURES) {
    if (features.includes(feature) && !words.includes(word)) words.push(word);
  }
  return words;
}
