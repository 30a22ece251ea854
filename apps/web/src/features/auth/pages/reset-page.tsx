import { isValidPassword } from '@fuellinq/domain/auth/credential-rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { resetPassword } from '../api/auth-api.ts';
import { PasswordField } from '../components/password-field.tsx';

export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reset = useMutation({ mutationFn: () => resetPassword(token, password) });
  const mismatch = repeat.length > 0 && password !== repeat;

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
      <form
        className="card space-y-4 p-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (token && isValidPassword(password) && password === repeat) reset.mutate();
        }}
      >
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
        {reset.isError ? <Alert tone="error">{reset.error.message}</Alert> : null}
        <PasswordField
          label="Nieuw wachtwoord"
          placeholder="Wachtwoord (min. 6 tekens)"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={
            submitted && !isValidPassword(password)
              ? 'Je wachtwoord moet minstens 6 tekens hebben.'
              : undefined
          }
        />
        <PasswordField
          label="Herhaal wachtwoord"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={
            mismatch || (submitted && password !== repeat) ? 'De wachtwoorden komen niet overeen.' : undefined
          }
        />
        <Button type="submit" className="w-full" disabled={!token || reset.isPending}>
          {reset.isPending ? 'Opslaan...' : 'Wachtwoord opslaan'}
        </Button>
      </form>
    </div>
  );
}
