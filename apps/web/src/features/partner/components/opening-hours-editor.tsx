import { WEEKDAY_LABELS } from '@fuellinq/domain/stations/opening-hours';
import type { StationFormValues } from '@fuellinq/domain/stations/station-form';
import type { CreateStationBody } from '@fuellinq/domain/stations/partner.contract';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { fieldError } from './form-parts.tsx';

const controlClass = 'rounded-brand border border-border bg-surface px-2 py-1.5';

/** The week's opening hours, one row a day: open from–to, open around the clock, or closed. */
export function OpeningHoursEditor({
  form,
}: {
  form: UseFormReturn<StationFormValues, unknown, CreateStationBody>;
}) {
  const hours = useWatch({ control: form.control, name: 'hours' });
  return (
    <fieldset className="card p-5">
      <legend className="font-semibold">Openingstijden</legend>
      <ul className="mt-2 divide-y divide-border">
        {WEEKDAY_LABELS.map((day, index) => {
          const error = fieldError(form, `hours.${index}.closes`) ?? fieldError(form, `hours.${index}.opens`);
          return (
            <li key={day} className="flex flex-wrap items-center gap-3 py-2">
              <span className="w-24 capitalize">{day}</span>
              <label className="sr-only" htmlFor={`hours-${index}-mode`}>
                {day}
              </label>
              <select
                id={`hours-${index}-mode`}
                className={controlClass}
                {...form.register(`hours.${index}.mode`)}
              >
                <option value="open">Open</option>
                <option value="always">24 uur open</option>
                <option value="closed">Gesloten</option>
              </select>
              {hours[index]?.mode === 'open' ? (
                <>
                  <input
                    type="time"
                    aria-label={`${day} open vanaf`}
                    className={controlClass}
                    {...form.register(`hours.${index}.opens`)}
                  />
                  <span aria-hidden>–</span>
                  <input
                    type="time"
                    aria-label={`${day} open tot`}
                    aria-invalid={error ? true : undefined}
                    className={`${controlClass} aria-invalid:border-danger`}
                    {...form.register(`hours.${index}.closes`)}
                  />
                  {error ? <span className="text-sm text-danger">{error}</span> : null}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
