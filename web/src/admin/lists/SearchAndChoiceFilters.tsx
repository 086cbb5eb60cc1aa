import { FormGroup, InputGroup } from '@blueprintjs/core';
import { ChoiceFilter, type ChoiceFilterProps } from './ChoiceFilter';

interface SearchAndChoiceFiltersProps {
  search: { id: string; label: string; placeholder: string; value: string; onChange: (search: string) => void };
  /** The select next to the box. */
  choice: ChoiceFilterProps;
}

/** A list's filters: a search box and one select beside it. */
export function SearchAndChoiceFilters({ search, choice }: SearchAndChoiceFiltersProps) {
  return (
    <search className="admin-filters">
      <FormGroup label={search.label} labelFor={search.id} className="admin-filters__search">
        <InputGroup
          id={search.id}
          type="search"
          leftIcon="search"
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
      </FormGroup>
      <ChoiceFilter {...choice} />
    </search>
  );
}
