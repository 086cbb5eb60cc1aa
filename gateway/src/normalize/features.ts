import type { Feature } from '../generated/resolvers.js';

/** Both REST key sets (the form's and the detail page's) read into the one canonical enum. */
const FEATURE_BY_KEY: Readonly<Record<string, Feature>> = {
  pet_friendly: 'PET_FRIENDLY',
  accepts_pets: 'PET_FRIENDLY',
  closets: 'CLOSETS',
  calm_location: 'CALM_LOCATION',
  cold_floor: 'COLD_FLOOR',
  backyard: 'BACKYARD',
  fan: 'FAN',
  service_area: 'SERVICE_AREA',
  kitchen: 'KITCHEN',
  near_school: 'NEAR_SCHOOL',
  school: 'NEAR_SCHOOL',
  near_pharmacy: 'NEAR_PHARMACY',
  pharmacy: 'NEAR_PHARMACY',
  pool: 'POOL',
  grill: 'GRILL',
  football_court: 'FOOTBALL_COURT',
  volleyball_court: 'VOLLEYBALL_COURT',
  tennis_court: 'TENNIS_COURT',
  sports_court: 'SPORTS_COURT',
};

export interface FeatureSet {
  features: Feature[];
  /** Keys outside the canonical set, exactly as sent. */
  otherFeatures: string[];
}

/**
 * Reads `features` as the API stores it (JSON text of keys) or as a list. Unknown keys are kept apart,
 * duplicates dropped, order kept. Unreadable input is an empty set, never an error.
 */
export function toFeatures(value: unknown): FeatureSet {
  const features: Feature[] = [];
  const otherFeatures: string[] = [];
  for (const key of featureKeys(value)) {
    const feature = FEATURE_BY_KEY[key.trim().toLowerCase()];
    if (feature) {
      if (!features.includes(feature)) features.push(feature);
    } else if (!otherFeatures.includes(key)) {
      otherFeatures.push(key);
    }
  }
  return { features, otherFeatures };
}

function featureKeys(value: unknown, depth = 0): string[] {
  if (Array.isArray(value)) {
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  }
  if (typeof value === 'string' && depth < 2) {
    const text = value.trim();
    if (text === '') return [];
    try {
      return featureKeys(JSON.parse(text) as unknown, depth + 1);
    } catch {
      return [];
    }
  }
  if (typeof value === 'object' && value !== null) {
    // A map of key → flag ({"pool": 1, "fan": 0}) lists the keys that are set.
    return Object.entries(value)
      .filter(([, flag]) => flag === true || flag === 1 || flag === '1')
      .map(([key]) => key);
  }
  return [];
}
