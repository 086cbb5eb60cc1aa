import { describe, expect, it } from 'vitest';
import { awaitingAnalysis, filterProperties, statusFilterOf, type PropertyRow } from './propertyRows';

function row(id: number, title: string, city: string, neighborhood: string, status: PropertyRow['status']): PropertyRow {
  return {
    id: String(id),
    code: `V-${id}-2026`,
    title,
    operation: 'SALE',
    price: 100_000,
    status,
    isActive: true,
    address: { city, neighborhood },
  };
}

const rows = [
  row(1, 'Casa com piscina', 'Campinas', 'Cambuí', 'APPROVED'),
  row(2, 'Apartamento no centro', 'São Paulo', 'Centro', 'IN_ANALYSIS'),
  row(3, 'Terreno em condomínio', 'Valinhos', 'Jardim Paiquerê', 'REJECTED'),
  row(4, 'Sobrado', 'Campinas', 'Taquaral', 'IN_ANALYSIS'),
];

const ids = (found: PropertyRow[]) => found.map((property) => property.id);

describe('property list', () => {
  it('searches title, city and neighbourhood, without regard to case or accents', () => {
    expect(ids(filterProperties(rows, { search: 'campinas', status: 'ALL' }))).toEqual(['1', '4']);
    expect(ids(filterProperties(rows, { search: 'CAMBUI', status: 'ALL' }))).toEqual(['1']);
    expect(ids(filterProperties(rows, { search: 'paiquere', status: 'ALL' }))).toEqual(['3']);
    expect(ids(filterProperties(rows, { search: 'sao paulo apartamento', status: 'ALL' }))).toEqual(['2']);
    expect(ids(filterProperties(rows, { search: '  ', status: 'ALL' }))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterProperties(rows, { search: 'Recife', status: 'ALL' }))).toEqual([]);
  });

  it('filters by status, together with the search', () => {
    expect(ids(filterProperties(rows, { search: '', status: 'IN_ANALYSIS' }))).toEqual(['2', '4']);
    expect(ids(filterProperties(rows, { search: 'campinas', status: 'IN_ANALYSIS' }))).toEqual(['4']);
    expect(ids(awaitingAnalysis(rows))).toEqual(['2', '4']);
  });

  it('reads the status filter from the address', () => {
    expect(statusFilterOf('IN_ANALYSIS')).toBe('IN_ANALYSIS');
    expect(statusFilterOf('in_analysis')).toBe('ALL');
    expect(statusFilterOf(null)).toBe('ALL');
  });
});
