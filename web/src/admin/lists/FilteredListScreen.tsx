import { useMemo, type ReactNode } from 'react';
import { filterByWords, pageOfRows } from './rowFilter';
import { NameSearch } from './NameSearch';
import type { ListColumn } from './ListTable';
import { usePageTitle } from '../layout/usePageTitle';
import { NoPermission } from '../access/NoPermission';
import { ListPageHeader } from './ListPageHeader';
import { ListResults } from './ListResults';
import { useListAddress } from './useListAddress';
import { useLoadFailure } from './useLoadFailure';

interface FilteredListTexts {
  /** The document's title. */
  pageTitle: string;
  /** The h1, e.g. 'Lista de Clientes'. */
  title: string;
  /** The add button, e.g. 'Novo cliente'. */
  add: string;
  /** The search box; by default a search by name. */
  searchLabel?: string;
  searchPlaceholder?: string;
  tableLabel: string;
  paging: string;
  empty: string;
  /** The toast when the list cannot load. */
  loadFailure: string;
  /** The red alert when the list cannot load; the toast's text by default. */
  loadAlert?: string;
  count: (total: number) => string;
}

interface FilteredListScreenProps<T> {
  texts: FilteredListTexts;
  /** The form that adds a record. */
  addPath: string;
  /** Every record, as loaded; undefined while none came back. */
  rows: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  /** The text the search looks into, e.g. the name or the title. */
  searchedText: (row: T) => string | null | undefined;
  columns: readonly ListColumn<T>[];
  /** Shown between the title and the search, e.g. what the list is for and a choice of period. */
  filters?: ReactNode;
  /** Shown after the list, e.g. a dialog its rows open. */
  children?: ReactNode;
}

/**
 * A back-office list loaded whole and searched on the client: title and add button, a search regardless
 * of case and accents, 10 rows a page, search and page kept in the address; a failed load is told in a
 * toast and an alert, a refusal for lack of permission is a screen of its own.
 */
export function FilteredListScreen<T>({
  texts,
  addPath,
  rows,
  loading,
  error,
  searchedText,
  columns,
  filters,
  children,
}: FilteredListScreenProps<T>) {
  usePageTitle(texts.pageTitle);
  const { box, search, requestedPage, goToPage } = useListAddress();
  const { forbidden } = useLoadFailure(error, texts.loadFailure);
  const found = useMemo(() => filterByWords(rows ?? [], search, searchedText), [rows, search, searchedText]);
  const page = pageOfRows(found, requestedPage);

  if (forbidden) return <NoPermission />;

  return (
    <div className="admin-page">
      <ListPageHeader title={texts.title} addPath={addPath} addText={texts.add} />
      {filters}
      <NameSearch {...box} label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
      <ListResults
        failed={Boolean(error && !rows)}
        loading={loading && !rows}
        rows={page.items}
        countText={texts.count(found.length)}
        columns={columns}
        page={page.page}
        pageCount={page.pageCount}
        onPage={goToPage}
        texts={{
          failure: texts.loadAlert ?? texts.loadFailure,
          empty: texts.empty,
          tableLabel: texts.tableLabel,
          pagingLabel: texts.paging,
        }}
      />
      {children}
    </div>
  );
}
