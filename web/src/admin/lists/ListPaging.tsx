import { peopleCommonMessages } from '../../forms/peopleMessages';
import { PageSteps } from './PageSteps';

const texts = peopleCommonMessages;

interface ListPagingProps {
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next page of a back-office list, with where the list is. */
export function ListPaging({ label, page, pageCount, onPage }: ListPagingProps) {
  return (
    <PageSteps
      className="admin-paging"
      texts={{ label, previous: texts.previousPage, next: texts.nextPage }}
      page={page}
      pageCount={pageCount}
      onPage={onPage}
    >
      <span className="admin-paging__where" aria-live="polite">
        {texts.pageOf(page, pageCount)}
      </span>
    </PageSteps>
  );
}
