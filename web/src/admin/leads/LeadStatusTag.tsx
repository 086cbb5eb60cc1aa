import { Tag, type Intent } from '@blueprintjs/core';
import { leadStatusLabels } from '../../forms/leadMessages';
import type { LeadStatus } from '../../gql/graphql';

const intents: Record<LeadStatus, Intent> = {
  NEW: 'primary',
  IN_PROGRESS: 'warning',
  CONVERTED: 'success',
  DISCARDED: 'none',
};

/** The status chip of a lead: Novo, Em atendimento, Convertido or Descartado. */
export function LeadStatusTag({ status }: { status: LeadStatus }) {
  return (
    <Tag intent={intents[status]} minimal>
      {leadStatusLabels[status]}
    </Tag>
  );
}
