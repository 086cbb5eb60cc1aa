import { FormGroup, InputGroup } from '@blueprintjs/core';
import { libraryMessages } from '../../forms/libraryMessages';
import { AdminSelect } from '../fields/AdminSelect';
import { libraryTypeOf, libraryTypes, type LibraryType } from './libraryAddress';

interface LibraryFiltersProps {
  search: string;
  type: LibraryType;
  onSearch: (search: string) => void;
  onType: (type: LibraryType) => void;
}

/** The library's search box (title and description) and its type filter. */
export function LibraryFilters({ search, type, onSearch, onType }: LibraryFiltersProps) {
  return (
    <search className="admin-filters">
      <FormGroup label={libraryMessages.searchLabel} labelFor="busca-videos" className="admin-filters__search">
        <InputGroup
          id="busca-videos"
          type="search"
          leftIcon="search"
          placeholder={libraryMessages.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormGroup>
      <FormGroup label={libraryMessages.typeLabel} labelFor="tipo-videos">
        <AdminSelect id="tipo-videos" value={type} onChange={(event) => onType(libraryTypeOf(event.currentTarget.value))}>
          {libraryTypes.map((value) => (
            <option key={value} value={value}>
              {libraryMessages.types[value]}
            </option>
          ))}
        </AdminSelect>
      </FormGroup>
    </search>
  );
}
