import { Tag } from '@blueprintjs/core';
import { peopleCommonMessages } from '../../forms/peopleMessages';

/** The Ativo / Desativado chip of a list row. */
export function ActiveTag({ active }: { active: boolean }) {
  return (
    <Tag intent={active ? 'success' : 'none'} minimal>
      {active ? peopleCommonMessages.active : peopleCommonMessages.inactive}
    </Tag>
  );
}
