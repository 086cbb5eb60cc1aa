import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** Extra class for the grid of fields. */
  className?: string;
}

/** A titled group of fields. */
export function FormSection({ title, children, className }: FormSectionProps) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        <h2 className="form-section__title">{title}</h2>
      </legend>
      <div className={className ? `form-section__fields ${className}` : 'form-section__fields'}>{children}</div>
    </fieldset>
  );
}
