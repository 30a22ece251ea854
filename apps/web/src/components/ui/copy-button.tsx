import { useEffect, useRef, useState } from 'react';
import { buttonClass } from './button.tsx';

/** Spec §2: the copy confirmation lasts 1.4 s. */
export const COPY_CONFIRMATION_MS = 1400;

/** Puts text on the clipboard; without the Clipboard API (an http page) through a selected text field. */
async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way.
  }
  const field = document.createElement('textarea');
  field.value = value;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/**
 * Copies `value` and says so for 1.4 s ("Gekopieerd"), in a live region a screen reader announces. `label`
 * names what is copied for a screen reader: "Kopieer KvK-nummer".
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(value);
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
        Kopieer<span className="sr-only"> {label}</span>
      </button>
      <span role="status" className={`text-sm ${state === 'failed' ? 'text-danger' : 'text-success'}`}>
        {state === 'copied'
          ? 'Gekopieerd'
          : state === 'failed'
            ? 'Kopiëren lukt niet: selecteer de tekst.'
            : ''}
      </span>
    </span>
  );
}
