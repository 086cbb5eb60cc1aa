/** Which videos the library lists: the internal ones (the default) or the agency's external ones. */
export type LibraryType = 'internos' | 'externos';

export const libraryTypes: readonly LibraryType[] = ['internos', 'externos'];

/** What the library's address (?busca=…&tipo=externos&pagina=…) holds besides the search, which its box keeps. */
export interface LibraryAddress {
  type: LibraryType;
  page: number;
}

export function libraryTypeOf(value: string | null): LibraryType {
  return value === 'externos' ? 'externos' : 'internos';
}

export function libraryAddressOf(params: URLSearchParams): LibraryAddress {
  return {
    type: libraryTypeOf(params.get('tipo')),
    page: Number(params.get('pagina') ?? '1'),
  };
}

/**
 * The address after a change of type or page, keeping the search; a new type starts again at page 1.
 * Defaults ('internos', page 1) are left out of the address.
 */
export function nextLibraryParams(current: URLSearchParams, changes: Partial<LibraryAddress>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string, fallback: string) => (value === fallback ? next.delete(name) : next.set(name, value));
  if (changes.type !== undefined) set('tipo', changes.type, 'internos');
  set('pagina', String(changes.page ?? 1), '1');
  return next;
}
