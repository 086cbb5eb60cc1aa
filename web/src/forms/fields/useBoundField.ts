import { useId, type HTMLAttributes } from 'react';
import { useField, type FieldInputProps } from 'react-final-form';
import { centsFromTyping, priceFieldText } from '../priceInput';
import { describedBy, fieldSubscription, shownError } from './fieldMeta';

/** What every control bound to a final-form field carries, whatever widget draws it. */
interface BoundControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onBlur: () => void;
  onFocus: () => void;
}

export interface BoundField<V> {
  id: string;
  input: FieldInputProps<V>;
  /** The message the field shows now, if any. */
  error: string | null;
  control: BoundControlProps;
}

/**
 * Binds a control to a final-form field: an id for the label, the message to show (a `problem` from
 * outside the rules first), and the accessibility and focus wiring of the control.
 */
function useBoundField<V>(name: string, hint?: string | null, problem?: string | null): BoundField<V> {
  const id = useId();
  const { input, meta } = useField<V>(name, { subscription: fieldSubscription });
  const error = problem ?? shownError(meta);
  return {
    id,
    input,
    error,
    control: {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
      onBlur: () => input.onBlur(),
      onFocus: () => input.onFocus(),
    },
  };
}

interface TypedTextOptions {
  hint?: string | null;
  /** Rewrites what was typed, e.g. a mask. */
  mask?: (typed: string) => string;
  /** Called with the new value after each change. */
  onTyped?: (value: string) => void;
  /** A message from outside the rules (e.g. a failed lookup), shown until it is cleared. */
  problem?: string | null;
}

/** The props a text field takes, whatever widget draws it. */
export interface TypedTextFieldProps extends TypedTextOptions {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Work in progress about this field, read out politely. */
  status?: string | null;
}

/** A text field: what is typed goes through the mask; an emptied field holds undefined. */
export function useTypedText(name: string, { hint, mask, onTyped, problem }: TypedTextOptions = {}) {
  const field = useBoundField<string>(name, hint, problem);
  const change = (typed: string) => {
    const value = mask ? mask(typed) : typed;
    field.input.onChange(value === '' ? undefined : value);
    onTyped?.(value);
  };
  return { ...field, text: field.input.value ?? '', change };
}

/** A choice among options: the empty choice, or any text not offered, leaves the field undefined. */
export function useChoice<V extends string>(
  name: string,
  options: readonly { value: V }[],
  hint?: string | null,
  onChosen?: (next: V | undefined, previous: V | undefined) => void,
) {
  const field = useBoundField<V | undefined>(name, hint);
  const choose = (text: string) => {
    const previous = field.input.value || undefined;
    const next = options.find((option) => option.value === text)?.value;
    field.input.onChange(next);
    onChosen?.(next, previous);
  };
  return { ...field, chosen: field.input.value ?? '', choose };
}

/** Money typed as digits (cents) and shown as BRL while typing; the field holds cents or null. */
export function useTypedCents(name: string, hint?: string | null) {
  const field = useBoundField<number | null>(name, hint);
  const cents = typeof field.input.value === 'number' ? field.input.value : null;
  return { ...field, text: priceFieldText(cents), change: (typed: string) => field.input.onChange(centsFromTyping(typed)) };
}
