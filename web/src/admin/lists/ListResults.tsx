import type { ReactNode } from 'react';
import { Callout, NonIdealState } from '@blueprintjs/core';
import { ListPaging } from './ListPaging';
import { ListTable, type ListColumn } from './ListTable';
import { LoadingState } from '../layout/LoadingState';

interface ListResultsTexts {
  /** The red alert when nothing could be loaded. */
  failure: string;
  /** Said when no row matches. */
  empty: string;
  tableLabel: string;
  pagingLabel: string;
}

interface ListResultsProps<T> {
  /** Nothing could be loaded. */
  failed: boolean;
  /** Still loading, with nothing to show yet. */
  loading: boolean;
  /** The rows of the page on screen. */
  rows: readonly T[];
  /** e.g. '12 clientes encontrados'; no line without it. */
  countText?: string;
  columns: readonly ListColumn<T>[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  texts: ListResultsTexts;
  /** Shows the rows otherwise than in the table (e.g. as cards on a phone); the columns are then unused. */
  view?: (rows: readonly T[]) => ReactNode;
}

/**
 * The body of a back-office list: a failure alert, the loading state, the empty text, or the count, the table (or the
 * `view` given) and the paging.
 */
export function ListResults<T>({ failed, loading, rows, countText, columns, page, pageCount, onPage, texts, view }: ListResultsProps<T>) {
  if (failed) {
    return (
      <Callout intent="danger" role="alert">
        {texts.failure}
      </Callout>
    );
  }
  if (loading) return <LoadingState />;
  if (rows.length === 0) return <NonIdealState icon="search" description={texts.empty} />;
  return (
    <>
      {countText !== undefined && (
        <p className="admin-list-count" aria-live="polite">
          {countText}
        </p>
      )}
      {view ? view(rows) : <ListTable label={texts.tableLabel} rows={rows} columns={columns} />}
      <ListPaging label={texts.pagingLabel} page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}
