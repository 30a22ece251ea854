import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClass, Field } from './field.tsx';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the field's row, after the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, trailing, id, className, ref, ...props }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(ids) => (
        <div className="flex items-stretch gap-2">
          <input
            ref={ref}
            id={ids.id}
            aria-invalid={ids.invalid}
            aria-describedby={ids.describedBy}
            className={controlClass}
            {...props}
          />
          {trailing}
        </div>
      )}
    </Field>
  );
}
