import { useState } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';

/** A password input with the show/hide toggle of spec §2. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="shrink-0 rounded-brand border border-border bg-surface px-3 text-sm font-medium hover:bg-bg"
          aria-pressed={visible}
          aria-label={visible ? 'Verberg wachtwoord' : 'Toon wachtwoord'}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Verberg' : 'Toon'}
        </button>
      }
    />
  );
}
