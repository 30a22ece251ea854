import { ForgotBodySchema } from '@fuellinq/domain/auth/auth.contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useRequestPasswordReset } from '../api/auth-api.ts';

export function ForgotPage() {
  const send = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useZodForm(ForgotBodySchema, {
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((body) => send.mutate(body));

  return (
    <div className="mx-auto max-w-md">
      <PageHeader
        title="Wachtwoord vergeten"
        intro="Vul je e-mailadres in. Je krijgt een link om een nieuw wachtwoord te kiezen."
      />
      <form className="card space-y-4 p-6" noValidate onSubmit={(event) => void onSubmit(event)}>
        {send.isSuccess ? <Alert tone="success">{send.data.message}</Alert> : null}
        {send.isError ? <Alert tone="error">{errorText(send.error)}</Alert> : null}
        <TextField
          label="E-mailadres"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="send"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" className="w-full" disabled={send.isPending || !formState.isValid}>
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
