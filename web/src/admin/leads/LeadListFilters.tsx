import { FormGroup, InputGroup } from '@blueprintjs/core';
import { leadMessages, leadSourceLabels, leadStatusLabels } from '../../forms/leadMessages';
import { ChoiceFilter } from '../lists/ChoiceFilter';
import type { SearchBoxProps } from '../lists/useAddressSearch';
import {
  leadSourceFilterOf,
  leadSources,
  leadStatuses,
  leadStatusFilterOf,
  type LeadSourceFilter,
  type LeadStatusFilter,
} from './leadFilters';

const texts = leadMessages.list;

const sourceOptions = [
  { value: 'ALL', label: texts.allSources },
  ...leadSources.map((value) => ({ value, label: leadSourceLabels[value] })),
];
const statusOptions = [
  { value: 'ALL', label: texts.allStatuses },
  ...leadStatuses.map((value) => ({ value, label: leadStatusLabels[value] })),
];

interface LeadListFiltersProps {
  box: SearchBoxProps;
  source: LeadSourceFilter;
  status: LeadStatusFilter;
  onSource: (source: LeadSourceFilter) => void;
  onStatus: (status: LeadStatusFilter) => void;
}

/** The inbox's search box (name, phone, e-mail, property code) and its source and status filters. */
export function LeadListFilters({ box, source, status, onSource, onStatus }: LeadListFiltersProps) {
  return (
    <search className="admin-filters">
      <FormGroup label={texts.search} labelFor="busca-leads" className="admin-filters__search">
        <InputGroup
          id="busca-leads"
          type="search"
          leftIcon="search"
          placeholder={texts.searchPlaceholder}
          value={box.value}
          onChange={(event) => box.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') box.onEnter();
          }}
        />
      </FormGroup>
      <ChoiceFilter
        id="filtro-origem"
        label={texts.source}
        value={source}
        options={sourceOptions}
        onChange={(value) => onSource(leadSourceFilterOf(value))}
      />
      <ChoiceFilter
        id="filtro-situacao"
        label={texts.status}
        value={status}
        options={statusOptions}
        onChange={(value) => onStatus(leadStatusFilterOf(value))}
      />
    </search>
  );
}
