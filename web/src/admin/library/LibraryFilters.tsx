import { libraryMessages } from '../../forms/libraryMessages';
import { SearchAndChoiceFilters } from '../lists/SearchAndChoiceFilters';
import { libraryTypeOf, libraryTypes, type LibraryType } from './libraryAddress';

interface LibraryFiltersProps {
  search: string;
  type: LibraryType;
  onSearch: (search: string) => void;
  onType: (type: LibraryType) => void;
}

const typeOptions = libraryTypes.map((value) => ({ value, label: libraryMessages.types[value] }));

/** The library's search box (title and description) and its type filter. */
export function LibraryFilters({ search, type, onSearch, onType }: LibraryFiltersProps) {
  return (
    <SearchAndChoiceFilters
      search={{
        id: 'busca-videos',
        label: libraryMessages.searchLabel,
        placeholder: libraryMessages.searchPlaceholder,
        value: search,
        onChange: onSearch,
      }}
      choice={{
        id: 'tipo-videos',
        label: libraryMessages.typeLabel,
        value: type,
        options: typeOptions,
        onChange: (value) => onType(libraryTypeOf(value)),
      }}
    />
  );
}
