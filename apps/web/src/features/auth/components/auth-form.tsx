import { authErrorMessage } from '@fuellinq/domain/errors/auth-error-message';
import { isValidEmail, isValidPassword } from '@fuellinq/domain/auth/credential-rules';
import { roleHome } from '@fuellinq/domain/auth/user-rules';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLogin, useRegister } from '../api/auth-api.ts';
import { PasswordField } from './password-field.tsx';

export type AuthMode = 'login' | 'signup';

interface AuthFormValues {
  email: string;
  password: string;
  remember: boolean;
  first_name: string;
  last_name: string;
}

export interface AuthFormProps {
  mode: AuthMode;
  /** Where to go after login (already checked to be a path on this site). */
  next: string | null;
  /**
   * Told true when a submit starts (a successful one navigates by itself, so the page must not redirect
   * on the new session) and false when it fails.
   */
  onNavigatesSelf?: (active: boolean) => void;
}

/** Login and signup: one form with a mode (spec §2, §4, §5). */
export function AuthForm({ mode, next, onNavigatesSelf }: AuthFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const register = useRegister();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register: field,
    handleSubmit,
    control,
    formState,
  } = useForm<AuthFormValues>({
    defaultValues: { email: '', password: '', remember: true, first_name: '', last_name: '' },
    mode: 'onTouched',
  });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const pending = login.isPending || register.isPending;
  const canSubmit = isValidEmail(email) && isValidPassword(password) && !pending;
  const isSignup = mode === 'signup';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    onNavigatesSelf?.(true);
    try {
      if (isSignup) {
        const name = (value: string) => (value.trim() ? value.trim() : null);
        await register.mutateAsync({
          email: values.email.trim(),
          password: values.password,
          first_name: name(values.first_name),
          last_name: name(values.last_name),
          remember: values.remember,
        });
        navigate('/onboarding/bank', { replace: true });
      } else {
        const result = await login.mutateAsync({
          email: values.email.trim(),
          password: values.password,
          remember: values.remember,
        });
        navigate(next ?? roleHome(result.user.role), { replace: true });
      }
    } catch (error) {
      onNavigatesSelf?.(false);
      const failed =
        error instanceof ApiError
          ? { code: error.code, status: error.status, message: error.message }
          : { code: 'failed' };
      setFailure(authErrorMessage(failed));
    }
  });

  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : '';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={isSignup ? 'Account aanmaken' : 'Inloggen'}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {isSignup ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Voornaam (optioneel)" autoComplete="given-name" {...field('first_name')} />
          <TextField label="Achternaam (optioneel)" autoComplete="family-name" {...field('last_name')} />
        </div>
      ) : null}
      <TextField
        label="E-mailadres"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="naam@voorbeeld.nl"
        required
        error={
          formState.touchedFields.email && !isValidEmail(email) ? 'Vul een geldig e-mailadres in.' : undefined
        }
        {...field('email')}
      />
      <PasswordField
        label="Wachtwoord"
        placeholder="Wachtwoord (min. 6 tekens)"
        autoComplete={isSignup ? 'new-password' : 'current-password'}
        required
        minLength={6}
        error={
          formState.touchedFields.password && !isValidPassword(password)
            ? 'Je wachtwoord moet minstens 6 tekens hebben.'
            : undefined
        }
        {...field('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...field('remember')} />
          Onthoud mij
        </label>
        <Link to="/forgot" className="text-sm font-medium text-primary underline-offset-2 hover:underline">
          Wachtwoord vergeten?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={!canSubmit}>
        {isSignup ? (pending ? 'Aanmaken...' : 'Account aanmaken') : pending ? 'Inloggen...' : 'Inloggen'}
      </Button>
      <p className="text-center text-sm text-muted">
        {isSignup ? (
          <>
            Heb je al een account?{' '}
            <Link to={`/auth${nextQuery}`} className="font-medium text-primary hover:underline">
              Inloggen
            </Link>
          </>
        ) : (
          <>
            Nog geen account?{' '}
            <Link to={`/signup${nextQuery}`} className="font-medium text-primary hover:underline">
              Account aanmaken
            </Link>
          </>
        )}
      </p>
    </form>
  );
}
