import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { peopleCommonMessages } from '../../forms/peopleMessages';

interface NameSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter, for lists searched on the server. */
  onEnter?: () => void;
  hint?: string;
  /** The box's label and placeholder; by default a search by name. */
  label?: string;
  placeholder?: string;
}

/** The search box of a list: by name unless told otherwise. */
export function NameSearch({
  value,
  onChange,
  onEnter,
  hint,
  label = peopleCommonMessages.searchLabel,
  placeholder = peopleCommonMessages.searchPlaceholder,
}: NameSearchProps) {
  const id = useId();
  return (
    <search className="admin-filters">
      <FormGroup label={label} labelFor={id} helperText={hint} className="admin-filters__search">
        <InputGroup
          id={id}
          type="search"
          leftIcon="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onEnter?.();
          }}
        />
      </FormGroup>
    </search>
  );
}
