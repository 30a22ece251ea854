import { NewPasswordFormSchema } from '@fuellinq/domain/auth/auth.forms';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useResetPassword } from '../api/auth-api.ts';
import { PasswordField } from '../components/password-field.tsx';

export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { register, handleSubmit, trigger, formState } = useZodForm(NewPasswordFormSchema, {
    defaultValues: { password: '', repeat: '' },
  });
  const onSubmit = handleSubmit(({ password }) => {
    if (token) reset.mutate({ token, password });
  });

  if (reset.isSuccess) {
    return (
      <div className="mx-auto max-w-md space-y-4">
        <PageHeader title="Nieuw wachtwoord" />
        <Alert tone="success">{reset.data.message}</Alert>
        <ButtonLink to="/auth">Inloggen</ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md">
      <PageHeader title="Nieuw wachtwoord" intro="Kies een nieuw wachtwoord van minstens 6 tekens." />
      <form className="card space-y-4 p-6" noValidate onSubmit={(event) => void onSubmit(event)}>
        {token ? (
          <p className="text-sm text-muted">
            Resetcode: <code className="break-all rounded bg-bg px-1 py-0.5 text-text">{token}</code>
          </p>
        ) : (
          <Alert tone="error">
            Deze resetlink is ongeldig of verlopen.{' '}
            <Link to="/forgot" className="underline">
              Vraag een nieuwe aan
            </Link>
            .
          </Alert>
        )}
        {reset.isError ? <Alert tone="error">{errorText(reset.error)}</Alert> : null}
        <PasswordField
          label="Nieuw wachtwoord"
          placeholder="Wachtwoord (min. 6 tekens)"
          autoComplete="new-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Herhaal wachtwoord"
          autoComplete="new-password"
          required
          error={formState.errors.repeat?.message}
          // The repetition is compared while it is typed, not only once the field is left.
          {...register('repeat', { onChange: () => void trigger('repeat') })}
        />
        <Button type="submit" className="w-full" disabled={!token || reset.isPending}>
          {reset.isPending ? 'Opslaan...' : 'Wachtwoord opslaan'}
        </Button>
      </form>
    </div>
  );
}
