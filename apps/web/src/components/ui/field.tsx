import { type ReactNode, useId } from 'react';

export interface FieldIds {
  /** The control's id, for its label. */
  id: string;
  /** aria-describedby for the control: its hint and its error, when present. */
  describedBy: string | undefined;
  invalid: true | undefined;
}

/**
 * A form control's label, hint and error around the control itself, with the ids wired for screen
 * readers. Every field component (text, select, …) renders through it.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  className?: string | undefined;
  children: (ids: FieldIds) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children({ id: controlId, describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look every input, select and textarea shares. */
export const controlClass =
  'w-full rounded-brand border border-border bg-surface px-3 py-2.5 text-base text-text placeholder:text-muted aria-invalid:border-danger';
