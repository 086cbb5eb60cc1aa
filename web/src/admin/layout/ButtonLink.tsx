import type { Ref } from 'react';
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
  /** The link element itself, e.g. to move the focus onto it. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A link inside the back office that looks like a Blueprint button. */
export function ButtonLink({ to, text, icon, intent, variant = 'solid', ref, ...names }: ButtonLinkProps) {
  const className = [
    Classes.BUTTON,
    variant === 'minimal' ? Classes.MINIMAL : null,
    variant === 'outlined' ? Classes.OUTLINED : null,
    Classes.intentClass(intent),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link ref={ref} to={to} className={className} {...names}>
      {icon && <Icon icon={icon} aria-hidden />}
      {text && <span className={Classes.BUTTON_TEXT}>{text}</span>}
    </Link>
  );
}
