import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { peopleCommonMessages } from '../../forms/peopleMessages';

interface NameSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter, for lists searched on the server. */
  onEnter?: () => void;
  hint?: string;
}

/** The name search box of a people list. */
export function NameSearch({ value, onChange, onEnter, hint }: NameSearchProps) {
  const id = useId();
  return (
    <search className="admin-filters">
      <FormGroup label={peopleCommonMessages.searchLabel} labelFor={id} helperText={hint} className="admin-filters__search">
        <InputGroup
          id={id}
          type="search"
          leftIcon="search"
          placeholder={peopleCommonMessages.searchPlaceholder}
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
