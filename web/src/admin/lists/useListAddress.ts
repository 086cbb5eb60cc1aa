import { useSearchParams } from 'react-router-dom';

export interface ListAddressChange {
  busca?: string;
  pagina?: number;
}

export interface ListAddress {
  /** The search text (`busca`), '' without one. */
  search: string;
  /** The page asked for (`pagina`): a whole number from 1, 1 without one; lists clamp it to their last page. */
  requestedPage: number;
  /** Changes the search and/or the page; a change without a page goes back to the first. */
  update: (changes: ListAddressChange) => void;
}

/** The search and the page of a list, kept in the address so that a reload or a shared link shows the same rows. */
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const update = (changes: ListAddressChange) => {
    const next = new URLSearchParams(params);
    if (changes.busca !== undefined) {
      if (changes.busca === '') next.delete('busca');
      else next.set('busca', changes.busca);
    }
    const pagina = changes.pagina ?? 1;
    if (pagina === 1) next.delete('pagina');
    else next.set('pagina', String(pagina));
    setParams(next, { replace: true });
  };
  const requestedPage = Math.max(1, Math.trunc(Number(params.get('pagina') ?? '1')) || 1);
  return { search: params.get('busca') ?? '', requestedPage, update };
}
