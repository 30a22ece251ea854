import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from './field.tsx';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with its label, hint and error (see Field). */
export function TextArea({ label, error, hint, id, className, ref, rows = 5, ...props }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(ids) => (
        <textarea
          ref={ref}
          id={ids.id}
          rows={rows}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={controlClass}
          {...props}
        />
      )}
    </Field>
  );
}
