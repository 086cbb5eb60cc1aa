import { FormGroup, InputGroup } from '@blueprintjs/core';
import { AdminSelect } from '../fields/AdminSelect';

/** One option of the choice: the value kept and the text shown. */
export interface FilterChoice {
  value: string;
  label: string;
}

interface SearchAndChoiceFiltersProps {
  search: { id: string; label: string; placeholder: string; value: string; onChange: (search: string) => void };
  /** The select next to the box; onChange gets the chosen option's value as written in the page. */
  choice: { id: string; label: string; value: string; options: readonly FilterChoice[]; onChange: (value: string) => void };
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
      <FormGroup label={choice.label} labelFor={choice.id}>
        <AdminSelect id={choice.id} value={choice.value} onChange={(event) => choice.onChange(event.currentTarget.value)}>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </AdminSelect>
      </FormGroup>
    </search>
  );
}
