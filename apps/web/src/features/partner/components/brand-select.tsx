import { useQuery } from '@tanstack/react-query';
import { SelectField, type SelectFieldProps } from '../../../components/ui/select-field.tsx';
import { brandsQueryOptions } from '../api/partner-queries.ts';

/**
 * The brand of a station or of the partner's stations: "Geen merk" or one of the known brands. A select only
 * takes its default value from options that exist, so a form shows it once the brands are loaded.
 */
export function BrandSelect(props: Omit<SelectFieldProps, 'label' | 'children'>) {
  const brands = useQuery(brandsQueryOptions());
  return (
    <SelectField label="Merk" {...props}>
      <option value="">Geen merk</option>
      {brands.data?.items.map((brand) => (
        <option key={brand.slug} value={brand.slug}>
          {brand.name}
        </option>
      ))}
    </SelectField>
  );
}
