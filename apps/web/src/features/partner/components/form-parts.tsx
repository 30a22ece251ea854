import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';

// The pieces every partner form repeats: a text field bound to its form field, a labelled checkbox or radio,
// a field's message, the form's own failure and the submit button.

/** The message on a form field, if any (the field's own, or the server's). */
export function fieldError<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  name: Path<T>,
): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

/** A text field bound to a form field: its value, its touched state and its message. */
export function FormTextField<T extends FieldValues, Out>({
  form,
  name,
  ...props
}: { form: UseFormReturn<T, unknown, Out>; name: Path<T> } & Omit<
  TextFieldProps,
  'form' | 'name' | 'error'
>) {
  return <TextField {...props} error={fieldError(form, name)} {...form.register(name)} />;
}

/** A checkbox or radio button with its label after it. */
export function ChoiceField({
  label,
  className = 'inline-flex items-center gap-2',
  ...props
}: {
  label: ReactNode;
  type: 'checkbox' | 'radio';
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={className}>
      <input className={props.type === 'checkbox' ? 'size-4 accent-primary' : 'accent-primary'} {...props} />{' '}
      {label}
    </label>
  );
}

/** A message under a group of controls that has no field of its own to show it. */
export function FieldMessage({ message, id }: { message: string | undefined; id?: string }) {
  return message ? (
    <p id={id} className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}

/** What went wrong with the form as a whole (the server's answer no field took). */
export function FormFailure({ failure }: { failure: string | null }) {
  return failure ? <Alert tone="error">{failure}</Alert> : null;
}

/** The form's submit button: "Opslaan…" while it saves. */
export function SubmitButton({
  submitting,
  disabled = false,
  children,
}: {
  submitting: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={submitting || disabled}>
      {submitting ? 'Opslaan…' : children}
    </Button>
  );
}
