import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { auditMessages, auditRecordTypeLabels } from '../../forms/auditMessages';
import type { AuditRecordType } from '../../gql/graphql';
import { AdminSelect } from '../fields/AdminSelect';
import { auditFilterErrors, NO_AUDIT_FILTERS, type AuditFilterDraft, type AuditFilterErrors } from './auditAddress';

const texts = auditMessages.trail.filters;
const recordTypes = Object.entries(auditRecordTypeLabels) as [AuditRecordType, string][];

/** A member of staff the 'Pessoa' filter offers. */
interface AuditPerson {
  id: string;
  name: string;
}

interface AuditFiltersProps {
  /** The filters the address keeps, which the fields start from. */
  applied: AuditFilterDraft;
  people: readonly AuditPerson[];
  /** Why the people could not be listed, told under the select; null when they were. */
  peopleFailure: string | null;
  onApply: (filters: AuditFilterDraft) => void;
}

interface FilterFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** One labelled filter, its problem (or its hint) told below it and tied to it. */
function FilterField({ id, label, error, hint, className, children }: FilterFieldProps) {
  const noteId = `${id}-nota`;
  const note = error ?? hint;
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={note ? <span id={noteId}>{note}</span> : undefined}
    >
      {children({ ...(error ? { 'aria-invalid': true } : {}), ...(note ? { 'aria-describedby': noteId } : {}) })}
    </FormGroup>
  );
}

/**
 * The 'Auditoria' screen's filters: 'Pessoa' (a member of staff), 'Registro' (a kind of record and, optionally, its
 * number) and 'Período' (two São Paulo days), checked with the API's rules and applied together with 'Filtrar'.
 */
export function AuditFilters({ applied, people, peopleFailure, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState<AuditFilterDraft>(applied);
  const [errors, setErrors] = useState<AuditFilterErrors>({});
  const id = useId();
  const change =
    <K extends keyof AuditFilterDraft>(name: K) =>
    (value: AuditFilterDraft[K]) =>
      setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = auditFilterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTERS);
    setErrors({});
    onApply(NO_AUDIT_FILTERS);
  };

  return (
    <form className="admin-audit-filters" onSubmit={submit} noValidate aria-label={texts.label}>
      <FilterField id={`${id}-pessoa`} label={texts.person} hint={peopleFailure ?? undefined} className="admin-audit-filters__person">
        {(described) => (
          <AdminSelect
            id={`${id}-pessoa`}
            value={draft.person}
            onChange={(event) => change('person')(event.currentTarget.value)}
            {...described}
          >
            <option value="">{texts.anyone}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </AdminSelect>
        )}
      </FilterField>
      <FilterField id={`${id}-tipo`} label={texts.recordType} className="admin-audit-filters__type">
        {() => (
          <AdminSelect
            id={`${id}-tipo`}
            value={draft.recordType}
            onChange={(event) => change('recordType')(event.currentTarget.value as AuditRecordType | '')}
          >
            <option value="">{texts.anyRecord}</option>
            {recordTypes.map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </AdminSelect>
        )}
      </FilterField>
      <FilterField
        id={`${id}-numero`}
        label={texts.recordId}
        error={errors.recordId}
        hint={texts.recordIdHint}
        className="admin-audit-filters__number"
      >
        {(described) => (
          <InputGroup
            id={`${id}-numero`}
            inputMode="numeric"
            value={draft.recordId}
            intent={errors.recordId ? 'danger' : 'none'}
            onChange={(event) => change('recordId')(event.target.value.trim())}
            {...described}
          />
        )}
      </FilterField>
      <fieldset className="admin-audit-filters__period">
        <legend className="admin-audit-filters__legend">{texts.period}</legend>
        {(['from', 'to'] as const).map((name) => (
          <FilterField key={name} id={`${id}-${name}`} label={texts[name]} error={errors[name]} className="admin-audit-filters__day">
            {(described) => (
              <InputGroup
                id={`${id}-${name}`}
                type="date"
                value={draft[name]}
                intent={errors[name] ? 'danger' : 'none'}
                onChange={(event) => change(name)(event.target.value)}
                {...described}
              />
            )}
          </FilterField>
        ))}
      </fieldset>
      <div className="admin-audit-filters__actions">
        <Button type="submit" intent="primary" icon="filter" text={texts.apply} />
        <Button variant="outlined" text={texts.clear} onClick={clear} />
      </div>
    </form>
  );
}
