// Dutch texts for zod's own messages (a rule without a message of its own), as in the API.
import '@fuellinq/domain/zod-nl';
import { text } from '@fuellinq/domain/common/text';
import { parseEuroCents } from '@fuellinq/domain/format/nl-number';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { errorText, type ErrorTextOptions } from './api-errors.ts';

/**
 * The one way to build a form: react-hook-form validated by a zod schema from the domain, so the browser and
 * the API apply the same rules and show the same Dutch messages. The schema's input is what the fields hold
 * (mostly text); its output is what `handleSubmit` hands over, usually the API's request body.
 * Fields are checked once touched, and again on every change after that.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * Puts the server's field messages (`issues`) on the form's fields and returns the message for the form as a
 * whole, or null when every message found its field. `fieldFor` names the form field of a server path
 * (`price_cents` → `price`), or undefined when the form has none. `text` words the form's message (errorText).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (path: string) => Path<T> | undefined,
  text: ErrorTextOptions = {},
): string | null {
  if (!(error instanceof ApiError)) return errorText(error, text);
  let placed = false;
  for (const issue of error.issues) {
    const field = fieldFor(issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  return placed ? null : errorText(error, text);
}

export interface SubmitOptions<T extends FieldValues, Body> extends ErrorTextOptions {
  /** The form field of a path in the server's `issues` (`price_cents` → `price`); by default none. */
  fieldFor?: (path: string, body: Body) => Path<T> | undefined;
}

/**
 * The one way a form submits: the body the schema checked goes to `save`; when the server refuses it, its
 * field messages land on the fields (`fieldFor`) and the rest becomes `failure`, the form's own message
 * (errorText, worded with the options' headline or fallback). `isSubmitting` stays true while `save` runs.
 */
export function useFormSubmit<T extends FieldValues, Body>(
  form: UseFormReturn<T, unknown, Body>,
  save: (body: Body) => Promise<unknown>,
  { fieldFor = () => undefined, ...text }: SubmitOptions<T, Body> = {},
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    void form.handleSubmit(async (body) => {
      setFailure(null);
      try {
        await save(body);
      } catch (error) {
        setFailure(applyServerErrors(error, form.setError, (path) => fieldFor(path, body), text));
      }
    })(event);
  };
  return { onSubmit, failure };
}

/**
 * An amount in euro as typed ('25', '37,50', '€ 1.250,00') read as integer cents by the domain's Dutch number
 * parser; blank is null, anything else (or more than two decimals) gets `message`. Pipe it into the API's
 * own cents schema, so browser and server refuse the same amounts with the same text.
 */
export function euroCentsText(message: string) {
  return text().transform((value, context) => {
    const cents = parseEuroCents(value);
    if (cents !== null && Number.isNaN(cents)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}
