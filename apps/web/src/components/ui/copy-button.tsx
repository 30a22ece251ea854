import { useEffect, useRef, useState } from 'react';
import { buttonClass } from './button.tsx';

/** Spec §2 (contact page): a copy confirmation lasts 1.4 s. */
export const COPIED_MS = 1_400;

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
 * Copies `text` and says so for 1.4 s ("Gekopieerd"), in a live region a screen reader announces; a second
 * click starts the 1.4 s again. `label` is the button's text; `subject` names what is copied for a screen
 * reader where several buttons stand together ("Kopieer" + "KvK-nummer").
 */
export function CopyButton({
  text,
  label = 'Kopiëren',
  subject,
}: {
  text: string;
  label?: string;
  subject?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const copied = await copyText(text);
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
        {label}
        {subject ? <span className="sr-only"> {subject}</span> : null}
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
