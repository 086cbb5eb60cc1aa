import { Link } from 'react-router-dom';
import { messages } from '../../forms/messages';
import { pageWindow } from '../../lib/pageWindow';

interface PaginationProps {
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
  /** Called when the visitor follows a page link. */
  onNavigate: () => void;
}

/** Links to the pages of the featured grid, up to 7 numbers around the current one. */
export function Pagination({ page, pageCount, pageHref, onNavigate }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount, 7);

  return (
    <nav className="pagination" aria-label={messages.pagination.label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="pagination__step" onClick={onNavigate}>
              {messages.pagination.previous}
            </Link>
          ) : (
            <span className="pagination__step pagination__step--off" aria-disabled="true">
              {messages.pagination.previous}
            </span>
          )}
        </li>
        {pages.map((target) => (
          <li key={target}>
            <Link
              to={pageHref(target)}
              className="pagination__page"
              aria-label={messages.pagination.page(target)}
              aria-current={target === page ? 'page' : undefined}
              onClick={onNavigate}
            >
              {target}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} className="pagination__step" onClick={onNavigate}>
              {messages.pagination.next}
            </Link>
          ) : (
            <span className="pagination__step pagination__step--off" aria-disabled="true">
              {messages.pagination.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
