import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration';
import { FieldFrame } from './FieldFrame';
import { useTypedText, type TypedTextFieldProps } from './useBoundField';

interface TextFieldProps extends TypedTextFieldProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  multiline?: boolean;
  rows?: number;
  wide?: boolean;
}

/** A labelled text input or text area bound to a final-form field. */
export function TextField({
  name,
  label,
  required,
  hint,
  mask,
  onTyped,
  problem,
  status,
  multiline,
  rows,
  wide,
  ...control
}: TextFieldProps) {
  const field = useTypedText(name, { hint, mask, onTyped, problem });
  const shared = { ...field.control, value: field.text, required };
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(field.text, field.change);
  const textAreaRef = useTypedBeforeHydration<HTMLTextAreaElement>(field.text, field.change);

  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint} error={field.error} status={status} wide={wide ?? multiline}>
      {multiline ? (
        <textarea
          {...shared}
          ref={textAreaRef}
          rows={rows ?? 4}
          maxLength={control.maxLength}
          onChange={(event) => field.change(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          {...control}
          ref={inputRef}
          type={control.type ?? 'text'}
          onChange={(event) => field.change(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
