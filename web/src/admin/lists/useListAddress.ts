import { useSearchParams } from 'react-router-dom';
import { addressWithFilters, requestedPageOf } from './listAddress';
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
  const goToPage = (page: number) => setParams(addressWithFilters([], page), { replace: true });
  return { ...search, requestedPage: requestedPageOf(params), goToPage };
}
