import { adminMessages, propertyStatusLabels } from '../../../forms/adminMessages';
import { propertyStatuses, statusFilterOf, type StatusFilter } from '../../graphql/propertyRows';
import { SearchAndChoiceFilters } from '../../lists/SearchAndChoiceFilters';

const texts = adminMessages.properties.list;

interface PropertyListFiltersProps {
  search: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
}

const statusOptions = [
  { value: 'ALL', label: texts.allStatuses },
  ...propertyStatuses.map((value) => ({ value, label: propertyStatusLabels[value] })),
];

/** The search box (title, city, neighbourhood) and the status filter of the property list. */
export function PropertyListFilters({ search, status, onSearch, onStatus }: PropertyListFiltersProps) {
  return (
    <SearchAndChoiceFilters
      search={{ id: 'busca-imoveis', label: texts.search, placeholder: texts.searchPlaceholder, value: search, onChange: onSearch }}
      choice={{
        id: 'filtro-status',
        label: texts.status,
        value: status,
        options: statusOptions,
        onChange: (value) => onStatus(statusFilterOf(value)),
      }}
    />
  );
}
