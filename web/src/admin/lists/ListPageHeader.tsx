import { ButtonLink } from '../layout/ButtonLink';

interface ListPageHeaderProps {
  /** The h1, e.g. 'Lista de Clientes'. */
  title: string;
  /** The form that adds a record, and its button's text. */
  addPath: string;
  addText: string;
}

/** The top of a back-office list: its title and the button that adds a record. */
export function ListPageHeader({ title, addPath, addText }: ListPageHeaderProps) {
  return (
    <div className="admin-page__header">
      <h1 className="admin-page__title">{title}</h1>
      <ButtonLink to={addPath} text={addText} icon="add" intent="primary" />
    </div>
  );
}
