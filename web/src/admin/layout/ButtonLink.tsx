import { Classes, Icon, type Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';

interface ButtonLinkProps {
  to: string;
  text?: string;
  icon?: IconName;
  intent?: Intent;
  variant?: 'solid' | 'minimal' | 'outlined';
  /** The accessible name when the link shows only an icon. */
  'aria-label'?: string;
  title?: string;
}

/** A link inside the back office that looks like a Blueprint button. */
export function ButtonLink({ to, text, icon, intent, variant = 'solid', ...names }: ButtonLinkProps) {
  const className = [
    Classes.BUTTON,
    variant === 'minimal' ? Classes.MINIMAL : null,
    variant === 'outlined' ? Classes.OUTLINED : null,
    Classes.intentClass(intent),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={className} {...names}>
      {icon && <Icon icon={icon} aria-hidden />}
      {text && <span className={Classes.BUTTON_TEXT}>{text}</span>}
    </Link>
  );
}
