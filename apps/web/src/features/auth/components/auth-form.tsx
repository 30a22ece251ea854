import { RegisterBodySchema } from '@fuellinq/domain/auth/auth.contract';
import { roleHome } from '@fuellinq/domain/auth/user-rules';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { useZodForm } from '../../../lib/forms.ts';
import { useLogin, useRegister } from '../api/auth-api.ts';
import { PasswordField } from './password-field.tsx';

export type AuthMode = 'login' | 'signup';

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
  // Login holds the signup rules too (spec §5): the button waits for a valid address and 6 characters.
  const {
    register: field,
    handleSubmit,
    formState: { errors, isValid },
  } = useZodForm(RegisterBodySchema, {
    defaultValues: { email: '', password: '', remember: true, first_name: '', last_name: '' },
  });
  const pending = login.isPending || register.isPending;
  const isSignup = mode === 'signup';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    onNavigatesSelf?.(true);
    try {
      if (isSignup) {
        await register.mutateAsync(values);
        // A new account starts with the onboarding, unless it was made to accept an invitation to an
        // organisation (issue 24): then back to that invitation first.
        void navigate(next?.startsWith('/uitnodiging/') ? next : '/onboarding/bank', { replace: true });
      } else {
        const { email, password, remember } = values;
        const result = await login.mutateAsync({ email, password, remember });
        void navigate(next ?? roleHome(result.user.role), { replace: true });
      }
    } catch (error) {
      onNavigatesSelf?.(false);
      setFailure(errorText(error, { auth: true }));
    }
  });

  const nextQuery = next ? `?next=${encodeURIComponent(next)}` : '';

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
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
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="next"
        placeholder="naam@voorbeeld.nl"
        required
        error={errors.email?.message}
        {...field('email')}
      />
      <PasswordField
        label="Wachtwoord"
        placeholder="Wachtwoord (min. 6 tekens)"
        autoComplete={isSignup ? 'new-password' : 'current-password'}
        enterKeyHint={isSignup ? 'next' : 'go'}
        required
        minLength={6}
        error={errors.password?.message}
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
      <Button type="submit" className="w-full" disabled={!isValid || pending}>
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
