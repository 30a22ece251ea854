import type { ButtonHTMLAttributes } from 'react';

/** A toggle chip (spec §2 finder chips): a button that says whether it is on. */
export function Chip({
  pressed,
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors disabled:opacity-50 ${
        pressed
          ? 'border-primary bg-primary text-button-text'
          : 'border-border bg-surface text-text hover:border-primary/60'
      } ${className}`}
      {...props}
    />
  );
}
