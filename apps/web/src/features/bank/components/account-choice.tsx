import { OTHER_ACCOUNT } from '@fuellinq/domain/bank/bank.forms';
import { formatIban } from '@fuellinq/domain/bank/iban';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The sandbox bank's accounts to choose from, or another IBAN typed in. */
export function AccountChoice({
  ibans,
  choice,
  accountField,
  otherIbanField,
  error,
}: {
  ibans: string[];
  /** The account chosen now. */
  choice: string;
  accountField: UseFormRegisterReturn<'account'>;
  otherIbanField: UseFormRegisterReturn<'other_iban'>;
  error: string | undefined;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Welke rekening wil je koppelen?</legend>
      {[...ibans, OTHER_ACCOUNT].map((value) => (
        <label key={value} className="flex items-center gap-3 rounded-brand border border-border px-3 py-2.5">
          <input type="radio" value={value} className="size-4 accent-primary" {...accountField} />
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
          placeholder="NL00 BANK 0123 4567 89"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="next"
          error={error}
          {...otherIbanField}
        />
      ) : error ? (
        <p className="text-sm text-danger">{error}</p>
      ) : null}
    </fieldset>
  );
}
