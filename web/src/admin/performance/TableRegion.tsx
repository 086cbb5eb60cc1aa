import type { ReactNode } from 'react';

/** The scrolling frame of a chart's table, named for its caption. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // On a narrow screen, or for a long period, the table scrolls: keyboard users reach and scroll it by focusing it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1).
    <div className="performance-table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
