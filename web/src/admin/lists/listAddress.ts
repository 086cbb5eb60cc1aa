import { currentAddressParams } from '../../lib/currentAddress';
import { pageNumberOf } from '../../lib/pageNumber';

/** The page a list's address asks for (`pagina`, see `pageNumberOf`); lists clamp it to their last page. */
export function requestedPageOf(params: URLSearchParams): number {
  return pageNumberOf(params.get('pagina'));
}

/** One filter of a list's address: its parameter, its new value (unchanged when undefined), and the value that means "all". */
export interface FilterChange {
  name: string;
  value: string | undefined;
  all: string;
}

/**
 * The current address with the given filters changed (one set to its "all" value leaves the address) and the page set:
 * a change without a page goes back to page 1, which the address leaves out too.
 */
export function addressWithFilters(filters: readonly FilterChange[], page = 1): URLSearchParams {
  const next = currentAddressParams();
  for (const { name, value, all } of filters) {
    if (value === undefined) continue;
    if (value === all) next.delete(name);
    else next.set(name, value);
  }
  if (page === 1) next.delete('pagina');
  else next.set('pagina', String(page));
  return next;
}
