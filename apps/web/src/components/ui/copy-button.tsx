import { useEffect, useState } from 'react';
import { Button } from './button.tsx';

/** Spec §2 (contact page): a copy confirmation lasts 1.4 s. */
export const COPIED_MS = 1_400;

/** Copies a text to the clipboard and says so for a moment (also to screen readers). */
export function CopyButton({ text, label = 'Kopiëren' }: { text: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {label}
      </Button>
      <span role="status" className="text-sm text-muted">
        {state === 'copied'
          ? 'Gekopieerd'
          : state === 'failed'
            ? 'Kopiëren lukt niet: selecteer de tekst.'
            : ''}
      </span>
    </span>
  );
}
