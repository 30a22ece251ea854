const STEPS = ['Account', 'Bank koppelen', 'Wallet'] as const;

/**
 * The three-step progress of onboarding (spec §2: Account, Bank koppelen, Wallet). `current` is 1–3, or 4
 * when all are done.
 */
export function OnboardingSteps({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Voortgang" className="mb-6">
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const done = number < current;
          const active = number === current;
          return (
            <li key={step} className="flex items-center gap-2" aria-current={active ? 'step' : undefined}>
              <span
                aria-hidden
                className={`flex size-7 items-center justify-center rounded-full border text-xs font-bold ${
                  done
                    ? 'border-primary bg-primary text-button-text'
                    : active
                      ? 'border-primary text-primary'
                      : 'border-border text-muted'
                }`}
              >
                {done ? '✓' : number}
              </span>
              <span className={active ? 'font-semibold' : done ? 'text-text' : 'text-muted'}>
                {step}
                <span className="sr-only">{done ? ' (klaar)' : active ? ' (huidige stap)' : ''}</span>
              </span>
              {number < STEPS.length ? <span aria-hidden className="mx-1 h-px w-6 bg-border" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
