import { type FormEvent, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/forms.ts';

/**
 * The submit handler of a partner form: the checked body goes to `save`; when the server refuses it, its
 * field messages land on the fields (`fieldFor` names the form field of a path in the body) and the rest
 * becomes `failure`, the form's own message.
 */
export function useFormSubmit<T extends FieldValues, Body>(
  form: UseFormReturn<T, unknown, Body>,
  save: (body: Body) => Promise<unknown>,
  fieldFor: (path: string, body: Body) => Path<T> | undefined,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void form.handleSubmit(async (body) => {
      setFailure(null);
      try {
        await save(body);
      } catch (error) {
        setFailure(applyServerErrors(error, form.setError, (path) => fieldFor(path, body)));
      }
    })(event);
  };
  return { onSubmit, failure };
}
