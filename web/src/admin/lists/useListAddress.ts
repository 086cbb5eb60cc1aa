import { useSearchParams } from 'react-router-dom';
import { currentAddressParams } from '../../lib/currentAddress';
import { useAddressSearch, type AddressSearch } from './useAddressSearch';

export interface ListAddress extends AddressSearch {
  /** The page asked for (`pagina`): a whole number from 1, 1 without one; lists clamp it to their last page. */
  requestedPage: number;
  goToPage: (page: number) => void;
}

/** The search and the page of a list, kept in the address so that a reload or a shared link shows the same rows. */
export function useListAddress(options: { searchOnEnterOnly?: boolean } = {}): ListAddress {
  const search = useAddressSearch({ onEnterOnly: options.searchOnEnterOnly });
  const [params, setParams] = useSearchParams();
  const goToPage = (page: number) => {
    const next = currentAddressParams();
    if (page === 1) next.delete('pagina');
    else next.set('pagina', String(page));
    setParams(next, { replace: true });
  };
  const requestedPage = Math.max(1, Math.trunc(Number(params.get('pagina') ?? '1')) || 1);
  return { ...search, requestedPage, goToPage };
}
