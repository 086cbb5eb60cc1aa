import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, useState, type FormEvent } from 'react';
import { performanceMessages } from '../../forms/performanceMessages';
import { periodErrors, type PeriodDraft, type PeriodErrors } from './performancePeriod';

const texts = performanceMessages.period;

interface PeriodPickerProps {
  /** The period shown (the API's answer), which the fields start from. */
  shown: PeriodDraft;
  onApply: (period: PeriodDraft) => void;
}

interface DayFieldProps {
  name: keyof PeriodDraft;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled day, its problem told below it and tied to it. */
function DayField({ name, label, value, error, onChange }: DayFieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-erro`;
  return (
    <FormGroup
      className="performance-period__day"
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span id={errorId}>{error}</span> : undefined}
    >
      <InputGroup
        id={id}
        name={name}
        type="date"
        value={value}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormGroup>
  );
}

/** 'Período': two days ('De', 'Até') checked with the API's rules before the period is asked. */
export function PeriodPicker({ shown, onApply }: PeriodPickerProps) {
  const [draft, setDraft] = useState<PeriodDraft>(shown);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };
  const change = (name: keyof PeriodDraft) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  return (
    <form className="performance-period" onSubmit={submit} noValidate aria-describedby={hintId}>
      <fieldset className="performance-period__fields">
        <legend className="performance-period__legend">{texts.legend}</legend>
        <DayField name="from" label={texts.from} value={draft.from} error={errors.from} onChange={change('from')} />
        <DayField name="to" label={texts.to} value={draft.to} error={errors.to} onChange={change('to')} />
        <Button type="submit" intent="primary" className="performance-period__apply" text={texts.apply} />
      </fieldset>
      <p id={hintId} className="performance-period__hint">
        {texts.hint}
      </p>
    </form>
  );
}
