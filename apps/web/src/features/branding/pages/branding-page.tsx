import { type BrandTheme, THEME_COLOR_KEYS } from '@fuellinq/domain/admin/brand-theme-rules';
import { BrandThemeSchema, type BrandThemeInput } from '@fuellinq/domain/admin/brand-theme.contract';
import { formatDateTime } from '@fuellinq/domain/format/nl-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-errors.ts';
import { applyServerErrors, useZodForm } from '../../../lib/forms.ts';
import { readStoredLogo, readStoredTheme, storeLogo, storeTheme } from '../../../lib/theme.ts';
import { publishedThemeQueryOptions, usePublishTheme, useUnpublishTheme } from '../api/theme-queries.ts';
import { ColorField } from '../components/color-field.tsx';
import { ContrastWarnings } from '../components/contrast-warnings.tsx';
import { LogoField } from '../components/logo-field.tsx';

const FIELDS = [...THEME_COLOR_KEYS, 'font_family', 'logo_url', 'radii', 'shadow', 'sidebarWidth'] as const;
type FieldName = (typeof FIELDS)[number];

/** The fields of a (half-edited) form that are valid now: what is stored and applied while typing. */
function validPart(values: Partial<Record<FieldName, unknown>>): BrandTheme {
  const theme: BrandTheme = {};
  for (const name of FIELDS) {
    const parsed = BrandThemeSchema.shape[name].safeParse(values[name]);
    if (parsed.success && typeof parsed.data === 'string') theme[name] = parsed.data;
  }
  return theme;
}

/** The contrast check follows every keystroke on its own, so typing does not re-render the whole editor. */
function LiveContrast({ control }: { control: Control<BrandThemeInput> }) {
  const values = useWatch({ control }) as Partial<Record<FieldName, unknown>>;
  return <ContrastWarnings theme={validPart(values)} />;
}

function formValues(theme: BrandTheme): BrandThemeInput {
  return Object.fromEntries(FIELDS.map((name) => [name, theme[name] ?? '']));
}

/**
 * /app/admin/branding (spec §3–5): every colour of the Brand theme, font, logo, radii, shadow and sidebar
 * width, applied at once and stored in this browser ('brand', 'brand_logo'); "Publiceren als standaard"
 * makes it every visitor's theme.
 */
export function BrandingPage() {
  const form = useZodForm(BrandThemeSchema, {
    mode: 'onChange',
    defaultValues: formValues(readStoredTheme()),
  });
  const published = useQuery(publishedThemeQueryOptions());
  const publish = usePublishTheme();
  const unpublish = useUnpublishTheme();
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Every change is applied and stored at once, whatever part of the form is still being typed.
  useEffect(() => {
    const subscription = form.watch((next) => storeTheme(validPart(next)));
    return () => subscription.unsubscribe();
  }, [form]);

  const say = (text: string | null, failed = false) => {
    setMessage(failed ? null : text);
    setFailure(failed ? text : null);
  };

  const onPublish = form.handleSubmit(async (theme) => {
    try {
      const logo = readStoredLogo() ?? theme.logo_url;
      await publish.mutateAsync({ ...theme, ...(logo ? { logo_url: logo } : {}) });
      say('Gepubliceerd: elke bezoeker begint voortaan met dit thema.');
    } catch (error) {
      const text = applyServerErrors(error, form.setError, (path) =>
        (FIELDS as readonly string[]).includes(path) ? (path as FieldName) : undefined,
      );
      say(text ?? errorText(error, { headline: 'Publiceren mislukt' }), true);
    }
  });

  const field = (name: Exclude<FieldName, (typeof THEME_COLOR_KEYS)[number]>) => {
    const error = form.formState.errors[name]?.message;
    return { ...form.register(name), error: typeof error === 'string' ? error : undefined };
  };

  return (
    <section>
      <PageHeader
        title="Thema/Branding"
        intro="Kleuren, lettertype en logo van de hele app. Wat je wijzigt zie je meteen en bewaart deze browser; publiceer het om het de standaard voor iedereen te maken."
      />
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {published.isPending
          ? 'Gepubliceerd thema ophalen…'
          : published.isError
            ? errorText(published.error, { headline: 'Ophalen mislukt' })
            : published.data.theme
              ? `Gepubliceerd thema sinds ${formatDateTime(published.data.published_at ?? '')}.`
              : 'Nog geen thema gepubliceerd: bezoekers zien het standaardthema van FuelLinq.'}
      </p>
      <form
        aria-label="Thema bewerken"
        noValidate
        onSubmit={(event) => void onPublish(event)}
        className="flex flex-col gap-6"
      >
        <fieldset className="card p-5">
          <legend className="px-1 text-lg font-semibold">Kleuren</legend>
          <p className="mb-4 text-sm text-muted">
            Een kleurcode zonder # krijgt er vanzelf een. Leeg: de standaardkleur.
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {THEME_COLOR_KEYS.map((name) => (
              <ColorField key={name} form={form} name={name} />
            ))}
          </div>
          <div className="mt-4">
            <LiveContrast control={form.control} />
          </div>
        </fieldset>

        <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">Lettertype en vormen</legend>
          <TextField
            label="Lettertype"
            placeholder='Inter, "Segoe UI", sans-serif'
            hint="Namen van lettertypen, gescheiden door komma’s."
            {...field('font_family')}
          />
          <TextField
            label="Afronding (radii)"
            placeholder="0.75rem"
            hint="Bijvoorbeeld 0.75rem of 12px."
            {...field('radii')}
          />
          <TextField
            label="Schaduw"
            placeholder="0 4px 12px rgb(0 0 0 / 0.08)"
            hint="Of none."
            {...field('shadow')}
          />
          <TextField
            label="Breedte zijbalk"
            placeholder="16rem"
            hint="160 tot 480px (10 tot 30rem)."
            {...field('sidebarWidth')}
          />
        </fieldset>

        <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">Logo</legend>
          <LogoField onRemove={() => form.setValue('logo_url', '', { shouldValidate: true })} />
          <TextField
            label="Logo-URL"
            placeholder="https://… of /pad/logo.png"
            hint="Een https-adres of een pad op deze site. Een geüpload logo gaat voor."
            {...field('logo_url')}
          />
        </fieldset>

        {message ? <Alert tone="success">{message}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={publish.isPending}>
            {publish.isPending ? 'Publiceren…' : 'Publiceren als standaard'}
          </Button>
          {published.data?.theme ? (
            <Button
              variant="secondary"
              disabled={unpublish.isPending}
              onClick={() =>
                void unpublish.mutateAsync().then(
                  () => say('Publicatie ingetrokken: bezoekers zien weer het standaardthema.'),
                  (error: unknown) => say(errorText(error, { headline: 'Intrekken mislukt' }), true),
                )
              }
            >
              Publicatie intrekken
            </Button>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => {
              form.reset(formValues({}));
              storeTheme({});
              storeLogo(null);
              say('Dit apparaat gebruikt weer het gepubliceerde thema (of het standaardthema).');
            }}
          >
            Wijzigingen op dit apparaat wissen
          </Button>
        </div>
      </form>
    </section>
  );
}
