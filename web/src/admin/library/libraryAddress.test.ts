import { describe, expect, it } from 'vitest';
import { libraryAddressOf, nextLibraryParams } from './libraryAddress';

describe('libraryAddressOf', () => {
  it('reads type and page, with internal videos and page 1 by default', () => {
    expect(libraryAddressOf(new URLSearchParams(''))).toEqual({ type: 'internos', page: 1 });
    expect(libraryAddressOf(new URLSearchParams('busca=contrato&tipo=externos&pagina=3'))).toEqual({
      type: 'externos',
      page: 3,
    });
  });

  it('takes an unknown type for the internal videos', () => {
    expect(libraryAddressOf(new URLSearchParams('tipo=todos')).type).toBe('internos');
  });
});

describe('nextLibraryParams', () => {
  it('keeps the search and type when the page changes', () => {
    const next = nextLibraryParams(new URLSearchParams('busca=contrato&tipo=externos'), { page: 4 });
    expect(next.toString()).toBe('busca=contrato&tipo=externos&pagina=4');
  });

  it('starts again at page 1 on a new type, keeping the search and leaving the defaults out', () => {
    const current = new URLSearchParams('busca=contrato&tipo=externos&pagina=4');
    expect(nextLibraryParams(current, { type: 'internos' }).toString()).toBe('busca=contrato');
  });
});
