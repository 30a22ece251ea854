import type { GrantedBrand } from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { SelectField, type SelectFieldProps } from '../../../components/ui/select-field.tsx';
import { partnerSettingsQueryOptions } from '../api/partner-queries.ts';

/**
 * The brand of a station or of the partner's stations: onafhankelijk, or one of the brands FuelLinq granted
 * the partner (the server refuses any other). A brand the station already carries stays on the list, so an
 * edit keeps it. A select only takes its default value from options that exist: render it once the
 * settings are loaded.
 */
export function BrandSelect({
  current,
  ...props
}: Omit<SelectFieldProps, 'label' | 'children'> & { current?: GrantedBrand | null }) {
  const settings = useQuery(partnerSettingsQueryOptions());
  const granted = settings.data?.brands ?? [];
  const options =
    current && !granted.some((brand) => brand.slug === current.slug) ? [current, ...granted] : granted;
  return (
    <SelectField
      label="Merk"
      hint="Een merk voer je nadat FuelLinq het aan je account heeft toegekend."
      {...props}
    >
      <option value="">Onafhankelijk (geen merk)</option>
      {options.map((brand) => (
        <option key={brand.slug} value={brand.slug}>
          {brand.name}
        </option>
      ))}
    </SelectField>
  );
}
