import { FUEL_TYPES, fuelLabels } from '@fuellinq/domain/fuel/fuel-types';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Round maxima a driver picks with a thumb; any other amount goes in the field below them. */
export const AMOUNT_PRESETS = ['20', '40', '60', '80'] as const;

const chipClass =
  'flex min-h-12 min-w-12 cursor-pointer items-center justify-center rounded-brand border text-center border-border px-3 py-2 text-base font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-button-text has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary';

/** The fuel as large chips (one radio group); "Kies aan de pomp" leaves it to the pump. */
export function FuelChoice({ field }: { field: UseFormRegisterReturn }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium">Brandstof</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(7rem,100%),1fr))] gap-2">
        <label className={chipClass}>
          <input type="radio" value="" className="sr-only" {...field} />
          Kies aan de pomp
        </label>
        {FUEL_TYPES.filter((fuel) => fuel !== 'elektrisch').map((fuel) => (
          <label key={fuel} className={chipClass}>
            <input type="radio" value={fuel} className="sr-only" {...field} />
            {fuelLabels[fuel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Amount presets as large buttons, in one row or, with large text, two; the chosen one is pressed. */
export function AmountPresets({ value, onChoose }: { value: string; onChoose: (amount: string) => void }) {
  return (
    <div
      role="group"
      aria-label="Snel een maximum kiezen"
      className="grid grid-cols-[repeat(auto-fit,minmax(min(5rem,100%),1fr))] gap-2"
    >
      {AMOUNT_PRESETS.map((amount) => (
        <button
          key={amount}
          type="button"
          aria-pressed={value === amount}
          className={`${chipClass} aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-button-text`}
          onClick={() => onChoose(amount)}
        >
          <span className="whitespace-nowrap">€ {amount}</span>
        </button>
      ))}
    </div>
  );
}
