import { formatIban } from '@fuellinq/domain/bank/iban';
import { TextField } from '../../../components/ui/text-field.tsx';

export const OTHER_ACCOUNT = 'other';

/** The sandbox bank's accounts to choose from, or another IBAN typed in. */
export function AccountChoice({
  ibans,
  choice,
  onChoice,
  typed,
  onTyped,
  error,
}: {
  ibans: string[];
  choice: string;
  onChoice: (value: string) => void;
  typed: string;
  onTyped: (value: string) => void;
  error: string | null;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Welke rekening wil je koppelen?</legend>
      {[...ibans, OTHER_ACCOUNT].map((value) => (
        <label key={value} className="flex items-center gap-3 rounded-brand border border-border px-3 py-2.5">
          <input
            type="radio"
            name="account"
            value={value}
            checked={choice === value}
            onChange={() => onChoice(value)}
            className="size-4 accent-primary"
          />
          {value === OTHER_ACCOUNT ? (
            'Een ander rekeningnummer'
          ) : (
            <span>
              <span className="block font-mono">{formatIban(value)}</span>
              <span className="text-sm text-muted">Betaalrekening (testrekening)</span>
            </span>
          )}
        </label>
      ))}
      {choice === OTHER_ACCOUNT ? (
        <TextField
          label="IBAN"
          value={typed}
          onChange={(event) => onTyped(event.target.value)}
          placeholder="NL00 BANK 0123 4567 89"
          autoComplete="off"
          spellCheck={false}
          error={error ?? undefined}
        />
      ) : error ? (
        <p className="text-sm text-danger">{error}</p>
      ) : null}
    </fieldset>
  );
}
