import type { Feature } from '../../gql/graphql';
import { featureLabels } from '../../forms/messages';

export function featureLabel(feature: Feature): string {
  return featureLabels[feature];
}

/** A key outside the canonical set, readable: "varanda_gourmet" → "varanda gourmet". */
export function otherFeatureLabel(key: string): string {
  return key.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Every feature of a property as chip labels, canonical ones first, without blanks or repeats. */
export function propertyFeatureLabels(features: readonly Feature[], otherFeatures: readonly string[]): string[] {
  const labels = [...features.map(featureLabel), ...otherFeatures.map(otherFeatureLabel)];
  return [...new Set(labels.filter((label) => label !== ''))];
}
