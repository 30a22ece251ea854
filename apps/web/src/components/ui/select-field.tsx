import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './field.tsx';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ref,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(ids) => (
        <select
          ref={ref}
          id={ids.id}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={controlClass}
          {...props}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
