import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface PageStepTexts {
  label: string;
  previous: string;
  next: string;
}

interface PageStepsProps {
  className: string;
  texts: PageStepTexts;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** What stands between the previous and next buttons. */
  children: ReactNode;
}

/** A back-office pager: previous, whatever the list shows of where it is, next; nothing for a single page. */
export function PageSteps({ className, texts, page, pageCount, onPage, children }: PageStepsProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={className} aria-label={texts.label}>
      <Button icon="chevron-left" text={texts.previous} disabled={page <= 1} onClick={() => onPage(page - 1)} />
      {children}
      <Button endIcon="chevron-right" text={texts.next} disabled={page >= pageCount} onClick={() => onPage(page + 1)} />
    </nav>
  );
}
