import { useAddressDraft } from '../../lib/useAddressDraft';

/** How long typing pauses before a search goes to the address. */
export const searchSettleMs = 300;

export interface SearchBoxProps {
  value: string;
  onChange: (text: string) => void;
  /** Searches at once. */
  onEnter: () => void;
}

export interface AddressSearch {
  /** The search box: every typed character stays in it. */
  box: SearchBoxProps;
  /** The search the address holds (`busca`), '' without one: what the results follow. */
  search: string;
}

/** The address with a search (`busca`) and back at the first page. */
function withSearch(current: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (search === '') next.delete('busca');
  else next.set('busca', search);
  next.delete('pagina');
  return next;
}

/**
 * The search box of a back-office screen, its search kept in the address: written after a pause in the typing
 * (or only on Enter with `onEnterOnly`), one history entry per search.
 */
export function useAddressSearch({ onEnterOnly = false }: { onEnterOnly?: boolean } = {}): AddressSearch {
  const { draft, setDraft, applied, commit } = useAddressDraft({
    read: (params) => params.get('busca') ?? '',
    write: (search, current) => withSearch(current, search),
    keyOf: (search) => search,
    settleMs: onEnterOnly ? undefined : searchSettleMs,
  });
  return { box: { value: draft, onChange: setDraft, onEnter: () => commit() }, search: applied };
}
