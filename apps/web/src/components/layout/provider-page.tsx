import type { ReactNode } from 'react';
import { Alert } from '../ui/alert.tsx';
import { ButtonLink } from '../ui/button.tsx';

/**
 * A page that stands on its own, as a bank's or a payment provider's page would (the sandboxes): no
 * FuelLinq header or menu around it.
 */
export function ProviderPage({ children }: { children: ReactNode }) {
  return (
    <main id="inhoud" className="flex min-h-dvh items-start justify-center bg-bg px-4 py-10">
      <div className="w-full max-w-lg">{children}</div>
    </main>
  );
}

/** Why such a page cannot go on, and the way back to FuelLinq. */
export function ProviderProblem({ title, message, back }: { title: string; message: string; back: string }) {
  return (
    <div className="card space-y-4 p-6">
      <h1 className="text-xl font-bold">{title}</h1>
      <Alert tone="error">{message}</Alert>
      <ButtonLink to={back}>Terug naar FuelLinq</ButtonLink>
    </div>
  );
}
