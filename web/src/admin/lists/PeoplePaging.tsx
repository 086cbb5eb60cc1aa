import { Button } from '@blueprintjs/core';
import { peopleCommonMessages } from '../../forms/peopleMessages';

const texts = peopleCommonMessages;

interface PeoplePagingProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next page of a people list, with where the list is. */
export function PeoplePaging({ label, page, pageCount, onPage }: PeoplePagingProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-paging" aria-label={label}>
      <Button icon="chevron-left" text={texts.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <span className="admin-paging__where" aria-live="polite">
        {texts.pageOf(page, pageCount)}
      </span>
      <Button endIcon="chevron-right" text={texts.nextPage} disabled={page >= pageCount} onClick={() => onPage(page + 1)} />
    </nav>
  );
}
