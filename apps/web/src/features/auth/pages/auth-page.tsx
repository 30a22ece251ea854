import { roleHome } from '@fuellinq/domain/auth/user-rules';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { AuthForm, type AuthMode } from '../components/auth-form.tsx';
import { safeNext } from '../safe-next.ts';

const copy: Record<AuthMode, { title: string; intro: string }> = {
  login: { title: 'Inloggen', intro: 'Log in op je FuelLinq-account.' },
  signup: {
    title: 'Account aanmaken',
    intro: 'Stap 1 van 3: maak gratis een account aan, koppel je bank en zet je tankpas in je wallet.',
  },
};

export function AuthPage({ mode }: { mode: AuthMode }) {
  const [params] = useSearchParams();
  const session = useSession();
  const next = safeNext(params.get('next'));
  // Once the form has signed in, it navigates itself (signup goes to onboarding, not to the role home).
  const [formNavigates, setFormNavigates] = useState(false);

  if (session.isLoggedIn && !formNavigates) {
    return <Navigate to={next ?? roleHome(session.role)} replace />;
  }

  return (
    <div className="mx-auto max-w-md">
      <PageHeader title={copy[mode].title} intro={copy[mode].intro} />
      {params.get('reason') === 'unauthorized' ? (
        <Alert className="mb-4">Je sessie is verlopen of ongeldig. Log opnieuw in.</Alert>
      ) : null}
      <div className="card p-6">
        <AuthForm key={mode} mode={mode} next={next} onNavigatesSelf={setFormNavigates} />
      </div>
    </div>
  );
}

export function LoginPage() {
  return <AuthPage mode="login" />;
}

export function SignupPage() {
  return <AuthPage mode="signup" />;
}
