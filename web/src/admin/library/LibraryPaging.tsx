import { Button } from '@blueprintjs/core';
import { libraryMessages } from '../../forms/libraryMessages';
import { PageSteps } from '../lists/PageSteps';

const texts = libraryMessages.paging;

interface LibraryPagingProps {
  page: number;
  pageCount: number;
  /** The page numbers offered (a window around the current page). */
  pageNumbers: readonly number[];
  onPage: (page: number) => void;
}

/** Previous, the numbered pages of the window and next; the current page is marked for assistive technology. */
export function LibraryPaging({ page, pageCount, pageNumbers, onPage }: LibraryPagingProps) {
  return (
    <PageSteps className="library-paging" texts={texts} page={page} pageCount={pageCount} onPage={onPage}>
      <ul className="library-paging__pages">
        {pageNumbers.map((target) => {
          const current = target === page;
          return (
            <li key={target}>
              <Button
                text={String(target)}
                aria-label={texts.page(target)}
                aria-current={current ? 'page' : undefined}
                intent={current ? 'primary' : 'none'}
                variant={current ? 'solid' : 'minimal'}
                onClick={() => onPage(target)}
              />
            </li>
          );
        })}
      </ul>
    </PageSteps>
  );
}
