import { Button, type IconName, type Intent } from '@blueprintjs/core';
import { ButtonLink } from '../layout/ButtonLink';

/** A row's pencil: the link to its form, named for screen readers and on hover, e.g. 'Editar cliente Ana'. */
export function EditLink({ to, label }: { to: string; label: string }) {
  return <ButtonLink to={to} variant="minimal" icon="edit" aria-label={label} title={label} />;
}

interface RowButtonProps {
  icon: IconName;
  /** What the button does to this row, e.g. 'Alterar senha de Ana'. */
  label: string;
  onClick: () => void;
  intent?: Intent;
}

/** An icon button of a row's actions, named for screen readers and on hover. */
export function RowButton({ icon, label, onClick, intent }: RowButtonProps) {
  return <Button variant="minimal" intent={intent} icon={icon} aria-label={label} title={label} onClick={onClick} />;
}
