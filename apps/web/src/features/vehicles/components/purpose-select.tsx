import { TRIP_PURPOSES, tripPurposeLabels } from '@fuellinq/domain/co2/trip-purpose';
import type { SelectHTMLAttributes } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';

/** Zakelijk, woon-werk or privé: what the kilometres were for. */
export function PurposeSelect(
  props: SelectHTMLAttributes<HTMLSelectElement> & { error?: string | undefined },
) {
  return (
    <SelectField label="Doel" {...props}>
      {TRIP_PURPOSES.map((purpose) => (
        <option key={purpose} value={purpose}>
          {tripPurposeLabels[purpose]}
        </option>
      ))}
    </SelectField>
  );
}
