import { FormGroup, InputGroup } from '@blueprintjs/core';
import { AdminSelect } from '../../fields/AdminSelect';
import { adminMessages, propertyStatusLabels } from '../../../forms/adminMessages';
import { propertyStatuses, statusFilterOf, type StatusFilter } from '../../graphql/propertyRows';

const texts = adminMessages.properties.list;

interface PropertyListFiltersProps {
  search: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
}

/** The search box (title, city, neighbourhood) and the status filter of the property list. */
export function PropertyListFilters({ search, status, onSearch, onStatus }: PropertyListFiltersProps) {
  return (
    <search className="admin-filters">
      <FormGroup label={texts.search} labelFor="busca-imoveis" className="admin-filters__search">
        <InputGroup
          id="busca-imoveis"
          type="search"
          leftIcon="search"
          placeholder={texts.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormGroup>
      <FormGroup label={texts.status} labelFor="filtro-status">
        <AdminSelect id="filtro-status" value={status} onChange={(event) => onStatus(statusFilterOf(event.currentTarget.value))}>
          <option value="ALL">{texts.allStatuses}</option>
          {propertyStatuses.map((value) => (
            <option key={value} value={value}>
              {propertyStatusLabels[value]}
            </option>
          ))}
        </AdminSelect>
      </FormGroup>
    </search>
  );
}
