import { describe, expect, it } from 'vitest';
import { featureLabel, otherFeatureLabel, propertyFeatureLabels } from './features';

describe('feature labels', () => {
  it('labels the canonical features in pt-BR', () => {
    expect(featureLabel('PET_FRIENDLY')).toBe('Aceita animais');
    expect(featureLabel('NEAR_SCHOOL')).toBe('Próximo à escola');
    expect(featureLabel('NEAR_PHARMACY')).toBe('Próximo à farmácia');
    expect(featureLabel('SERVICE_AREA')).toBe('Área de serviço');
  });

  it('shows unknown keys with underscores turned to spaces', () => {
    expect(otherFeatureLabel('varanda_gourmet')).toBe('varanda gourmet');
    expect(otherFeatureLabel('_portao__eletronico_')).toBe('portao eletronico');
    expect(otherFeatureLabel('elevador')).toBe('elevador');
  });

  it('lists canonical labels first, then the others, without blanks or repeats', () => {
    expect(propertyFeatureLabels(['POOL', 'KITCHEN'], ['varanda_gourmet', '__', 'varanda gourmet'])).toEqual([
      'Piscina',
      'Cozinha',
      'varanda gourmet',
    ]);
    expect(propertyFeatureLabels([], [])).toEqual([]);
  });
});
