import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageFor } from '@fuellinq/domain/errors/error-codes';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { useFormSubmit, useZodForm } from './forms.ts';

// A form whose field `name` the server calls `display_name`; the body trims what was typed.
const NameFormSchema = z.object({ name: z.string().trim().min(1, 'Vul een naam in.') });

function renderForm(save: (body: { name: string }) => Promise<unknown>, name = ' Pomp 1 ') {
  return renderHook(() => {
    const form = useZodForm(NameFormSchema, { defaultValues: { name } });
    const submit = useFormSubmit(form, save, {
      fieldFor: (path) => (path === 'display_name' ? 'name' : undefined),
      headline: 'Opslaan mislukt',
    });
    // Read while rendering, as a form does: react-hook-form only re-renders for what was read.
    const { isSubmitting, isSubmitSuccessful, errors } = form.formState;
    return { isSubmitting, isSubmitSuccessful, nameError: errors.name, ...submit };
  });
}

const refused = (issues: { path: string; message: string }[]) =>
  new ApiError({ status: 400, code: 'validation_error', message: 'Controleer de velden.', issues });

describe('useFormSubmit', () => {
  it('hands the checked body to save, and is submitting until it is done', async () => {
    let done: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const { result } = renderForm(save);
    act(() => result.current.onSubmit());
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Pomp 1' }));
    expect(result.current.isSubmitting).toBe(true);
    act(() => done());
    await waitFor(() => expect(result.current.isSubmitSuccessful).toBe(true));
    expect(result.current.isSubmitting).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('does not call save while the browser finds the form invalid', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderForm(save, '  ');
    act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.nameError?.message).toBe('Vul een naam in.'));
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field message on its field, with no message for the form", async () => {
    const { result } = renderForm(() =>
      Promise.reject(refused([{ path: 'display_name', message: 'Deze naam bestaat al.' }])),
    );
    act(() => result.current.onSubmit());
    await waitFor(() =>
      expect(result.current.nameError).toMatchObject({
        type: 'server',
        message: 'Deze naam bestaat al.',
      }),
    );
    expect(result.current.failure).toBeNull();
  });

  it("says the rest as the form's message with the headline, and clears it on the next submit", async () => {
    const save = vi
      .fn<(body: { name: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(refused([{ path: 'station_id', message: 'Kies een station.' }]))
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'network_error', message: 'x' }))
      .mockResolvedValueOnce(undefined);
    const { result } = renderForm(save);
    act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.failure).toBe('Opslaan mislukt: Controleer de velden.'));
    expect(result.current.nameError).toBeUndefined();
    act(() => result.current.onSubmit());
    await waitFor(() =>
      expect(result.current.failure).toBe(`Opslaan mislukt: ${messageFor('network_error')}`),
    );
    act(() => result.current.onSubmit());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current.failure).toBeNull());
  });

  it('without fields, words every refusal as the form message', async () => {
    const { result } = renderHook(() => {
      const form = useZodForm(NameFormSchema, { defaultValues: { name: 'x' } });
      return useFormSubmit(form, () => Promise.reject(new Error('stuk')), { fallback: 'Mislukt.' });
    });
    act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.failure).toBe('Mislukt.'));
  });
});
