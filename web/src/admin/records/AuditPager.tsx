import { Button } from '@blueprintjs/core';
import { auditMessages } from '../../forms/auditMessages';

const texts = auditMessages.history;

interface AuditPagerProps {
  /** The pager's accessible name. */
  label: string;
  page: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}

/**
 * The trail's pager, newest first: 'Mais recentes' goes back a page, 'Mais antigas' forward while older entries
 * exist (the trail has no total, so no page count). Nothing while everything fits on one page.
 */
export function AuditPager({ label, page, hasMore, onPage }: AuditPagerProps) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className="admin-audit-pager" aria-label={label}>
      <Button icon="chevron-left" text={texts.newer} disabled={page <= 1} onClick={() => onPage(page - 1)} />
      <span className="admin-audit-pager__page">{texts.page(page)}</span>
      <Button endIcon="chevron-right" text={texts.older} disabled={!hasMore} onClick={() => onPage(page + 1)} />
    </nav>
  );
}
