import type { ReactNode } from 'react';
import { publicRoutes } from '../routes';

interface PrivacyNoticeLinkProps {
  children: ReactNode;
  /** Said after the link's text to screen readers only: that it opens in a new tab. */
  newTabHint: string;
}

/**
 * The privacy notice's link beside a public form's button. It opens in a new tab, so that reading the notice never
 * loses what was typed (or the photos picked) in the form.
 */
export function PrivacyNoticeLink({ children, newTabHint }: PrivacyNoticeLinkProps) {
  return (
    <a href={publicRoutes.privacidade} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden">{newTabHint}</span>
    </a>
  );
}
