import { isValidEmail } from '@fuellinq/domain/auth/credential-rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { requestPasswordReset } from '../api/auth-api.ts';

export function ForgotPage() {
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: requestPasswordReset });

  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title="Wachtwoord vergeten"
        intro="Vul je e-mailadres in. Je krijgt een link om een nieuw wachtwoord te kiezen."
      />
      <form
        className="card space-y-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (isValidEmail(email)) send.mutate(email.trim());
        }}
      >
        {send.isSuccess ? <Alert tone="success">{send.data.message}</Alert> : null}
        {send.isError ? <Alert tone="error">{send.error.message}</Alert> : null}
        <TextField
          label="E-mailadres"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={send.isPending || !isValidEmail(email)}>
          {send.isPending ? 'Versturen...' : 'Verstuur resetlink'}
        </Button>
        <p className="text-center text-sm">
          <Link to="/auth" className="font-medium text-primary hover:underline">
            Terug naar inloggen
          </Link>
        </p>
      </form>
    </div>
  );
}
