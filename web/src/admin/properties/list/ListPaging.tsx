import { Button } from '@blueprintjs/core';
import { adminMessages } from '../../../forms/adminMessages';

const texts = adminMessages.properties.list;

interface ListPagingProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next page, with where the list is. */
export function ListPaging({ page, pageCount, onPage }: ListPagingProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-paging" aria-label={texts.paging}>
      <Button icon="chevron-left" text={texts.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <span className="admin-paging__where" aria-live="polite">
        {texts.pageOf(page, pageCount)}
      </span>
      <Button endIcon="chevron-right" text={texts.nextPage} disabled={page >= pageCount} onClick={() => onPage(page + 1)} />
    </nav>
  );
}
