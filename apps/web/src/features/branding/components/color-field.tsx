import type { BrandThemeSchema } from '@fuellinq/domain/admin/brand-theme.contract';
import {
  DEFAULT_THEME,
  normalizeColor,
  type ThemeColorKey,
  themeColorLabels,
  withHash,
} from '@fuellinq/domain/admin/brand-theme-rules';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * One colour of the theme: a text box that puts '#' before what is typed (spec §5) and the browser's colour
 * picker beside it.
 */
export function ColorField({
  form,
  name,
}: {
  form: UseFormReturn<z.input<typeof BrandThemeSchema>, unknown, z.output<typeof BrandThemeSchema>>;
  name: ThemeColorKey;
}) {
  const registration = form.register(name);
  const value = useWatch({ control: form.control, name });
  const label = themeColorLabels[name];
  // The picker only knows #rrggbb: an alpha part or a half-typed value shows the nearest it can.
  const swatch = (normalizeColor(typeof value === 'string' ? value : '') ?? DEFAULT_THEME[name]).slice(0, 7);
  const error = form.formState.errors[name]?.message;
  return (
    <div className="flex items-start gap-2">
      <TextField
        label={label}
        className="flex-1"
        placeholder={DEFAULT_THEME[name]}
        autoComplete="off"
        spellCheck={false}
        error={typeof error === 'string' ? error : undefined}
        {...registration}
        onChange={(event) => {
          event.target.value = withHash(event.target.value);
          void registration.onChange(event);
        }}
      />
      <input
        type="color"
        aria-label={`${label}: kleur kiezen`}
        value={swatch}
        onChange={(event) =>
          form.setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
        }
        className="mt-7 h-11 w-12 shrink-0 cursor-pointer rounded-brand border border-border bg-surface p-1"
      />
    </div>
  );
}
