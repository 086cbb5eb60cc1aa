import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of a back-office form, its fields laid out in a grid. */
export function FormSection({ title, children }: FormSectionProps) {
  const id = useId();
  return (
    <section className="admin-form-section" aria-labelledby={id}>
      <h2 id={id} className="admin-form-section__title">
        {title}
      </h2>
      <div className="admin-form-grid">{children}</div>
    </section>
  );
}
