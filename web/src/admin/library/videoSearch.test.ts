import { describe, expect, it } from 'vitest';
import { filterVideos } from './videoSearch';

const videos = [
  { id: '1', title: 'Boas-vindas à equipe', description: 'Como funciona o atendimento no plantão.' },
  { id: '2', title: 'Financiamento imobiliário', description: 'Entrada, FGTS e aprovação de crédito.' },
  { id: '3', title: 'Vistoria de entrega', description: null },
];

const ids = (found: { id: string }[]) => found.map((video) => video.id);

describe('filterVideos', () => {
  it('keeps every video, in order, for an empty or blank search', () => {
    expect(ids(filterVideos(videos, ''))).toEqual(['1', '2', '3']);
    expect(ids(filterVideos(videos, '   '))).toEqual(['1', '2', '3']);
  });

  it('finds words of the title regardless of case and accents', () => {
    expect(ids(filterVideos(videos, 'IMOBILIARIO'))).toEqual(['2']);
    expect(ids(filterVideos(videos, 'equipe'))).toEqual(['1']);
  });

  it('finds words that only the description holds', () => {
    expect(ids(filterVideos(videos, 'plantao'))).toEqual(['1']);
    expect(ids(filterVideos(videos, 'crédito'))).toEqual(['2']);
  });

  it('needs every word, which may come from the title and the description together', () => {
    expect(ids(filterVideos(videos, 'financiamento fgts'))).toEqual(['2']);
    expect(ids(filterVideos(videos, 'financiamento plantão'))).toEqual([]);
  });

  it('does not join the end of the title to the start of the description', () => {
    expect(ids(filterVideos(videos, 'equipecomo'))).toEqual([]);
  });

  it('searches videos without a description by their title', () => {
    expect(ids(filterVideos(videos, 'vistoria'))).toEqual(['3']);
    expect(ids(filterVideos(videos, 'vistoria fgts'))).toEqual([]);
  });
});
