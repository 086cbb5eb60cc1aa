import { describe, expect, it } from 'vitest';
import { filterByWords, pageOfRows } from './rowFilter';

const rows = [{ name: 'João da Silva' }, { name: 'Maria Souza' }, { name: 'Joana Prado' }];

describe('filterByWords by name', () => {
  const filterByName = (people: typeof rows, search: string) => filterByWords(people, search, (row) => row.name);
  it('finds names regardless of case and accents, every word', () => {
    expect(filterByName(rows, 'JOAO').map((row) => row.name)).toEqual(['João da Silva']);
    expect(filterByName(rows, 'jo').map((row) => row.name)).toEqual(['João da Silva', 'Joana Prado']);
    expect(filterByName(rows, 'maria silva')).toEqual([]);
  });

  it('keeps every row for an empty search', () => {
    expect(filterByName(rows, '  ')).toHaveLength(3);
  });
});

describe('filterByWords', () => {
  const videos = [
    { title: 'Boas-vindas', description: 'Apresentação da equipe' },
    { title: 'Vistoria', description: null },
  ];

  it('searches whatever text each row gives', () => {
    const byTitleAndDescription = (row: (typeof videos)[number]) => `${row.title} ${row.description ?? ''}`;
    expect(filterByWords(videos, 'apresentacao', byTitleAndDescription)).toEqual([videos[0]]);
    expect(filterByWords(videos, 'apresentacao', (row) => row.title)).toEqual([]);
    expect(filterByWords(videos, 'VISTORIA', (row) => row.description)).toEqual([]);
  });
});

describe('pageOfRows', () => {
  const many = Array.from({ length: 23 }, (_, index) => index);

  it('cuts pages of ten', () => {
    expect(pageOfRows(many, 1)).toEqual({ items: many.slice(0, 10), page: 1, pageCount: 3 });
    expect(pageOfRows(many, 3).items).toEqual([20, 21, 22]);
  });

  it('keeps the page within the list', () => {
    expect(pageOfRows(many, 9).page).toBe(3);
    expect(pageOfRows(many, 0).page).toBe(1);
    expect(pageOfRows([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
