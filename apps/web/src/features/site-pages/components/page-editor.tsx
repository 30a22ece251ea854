import {
  type SitePage,
  type SitePageForm,
  SitePageFormSchema,
  sitePageBodyFromForm,
  sitePageFormFromPage,
} from '@fuellinq/domain/site-pages/site-page.contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';
import { pageContentHtml } from '../lib/page-html.ts';
import { SitePageView } from './site-page-view.tsx';

/** The server's path of a field, as the form names it. */
function formField(path: string): keyof SitePageForm | undefined {
  if (path === 'title' || path === 'slug' || path === 'layout') return path;
  if (path === 'content_md' || path === 'content_html') return 'content';
  if (path.startsWith('media_url')) return 'media';
  return undefined;
}

/** The live preview: the same renderer and sanitiser as the public page, on what the form holds now. */
function Preview({ form }: { form: ReturnType<typeof useZodForm<typeof SitePageFormSchema>> }) {
  const values = useWatch({ control: form.control });
  const deferred = useDeferredValue(values);
  const parsed = SitePageFormSchema.safeParse({
    title: deferred.title ?? '',
    slug: deferred.slug ?? '',
    layout: deferred.layout ?? 'standard',
    format: deferred.format ?? 'markdown',
    content: deferred.content ?? '',
    media: deferred.media ?? '',
  });
  const body = parsed.success ? sitePageBodyFromForm(parsed.data) : null;
  const format = deferred.format;
  const content = deferred.content ?? '';
  const html = useMemo(
    () =>
      pageContentHtml({
        content_md: format === 'html' ? null : content,
        content_html: format === 'html' ? content : null,
      }),
    [format, content],
  );
  return (
    <section aria-labelledby="voorbeeld" className="min-w-0">
      <h2 id="voorbeeld" className="mb-3 text-lg font-bold">
        Voorbeeld
      </h2>
      <div data-testid="page-preview" className="card p-5">
        <SitePageView
          page={{
            slug: deferred.slug ?? '',
            title: deferred.title || 'Zonder titel',
            layout: deferred.layout ?? 'standard',
            media_url: body?.media_url ?? null,
          }}
          html={html}
          banner
          signedIn
        />
      </div>
    </section>
  );
}

/** Edits a page's title, slug, layout, content (markdown or HTML) and media, with a live preview. */
export function PageEditor({
  page,
  onSave,
}: {
  page: SitePage;
  onSave: (body: ReturnType<typeof sitePageBodyFromForm>) => Promise<unknown>;
}) {
  const form = useZodForm(SitePageFormSchema, { defaultValues: sitePageFormFromPage(page) });
  const [saved, setSaved] = useState(false);
  const { onSubmit, failure } = useFormSubmit(
    form,
    async (values) => {
      setSaved(false);
      await onSave(sitePageBodyFromForm(values));
      form.reset(values);
      setSaved(true);
    },
    { fieldFor: formField },
  );
  const { errors, isSubmitting } = form.formState;
  const format = useWatch({ control: form.control, name: 'format' });

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <form
        noValidate
        aria-label="Pagina bewerken"
        className="card min-w-0 space-y-4 p-5"
        onSubmit={onSubmit}
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {saved ? <Alert tone="success">Pagina opgeslagen.</Alert> : null}
        <TextField label="Titel" error={errors.title?.message} {...form.register('title')} />
        <TextField
          label="Slug"
          hint="Het adres wordt /page/{slug}."
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <SelectField label="Indeling" error={errors.layout?.message} {...form.register('layout')}>
          <option value="standard">Standaard</option>
          <option value="overview">Overzicht (met kerncijfers voor ingelogde bezoekers)</option>
        </SelectField>
        <SelectField label="Opmaak" {...form.register('format')}>
          <option value="markdown">Markdown</option>
          <option value="html">HTML</option>
        </SelectField>
        <TextArea
          label={format === 'html' ? 'Inhoud (HTML)' : 'Inhoud (markdown)'}
          rows={14}
          className="font-mono"
          hint={
            format === 'html'
              ? 'Scripts, event-handlers, stijlen en javascript:-links worden bij het opslaan verwijderd.'
              : 'Koppen met #, lijsten met -, **vet** en [links](/contact). HTML in markdown blijft tekst.'
          }
          error={errors.content?.message}
          {...form.register('content')}
        />
        <TextArea
          label="Media (één adres per regel)"
          rows={3}
          hint="Afbeeldingen, of video als het adres op .mp4 eindigt (zonder ondertiteling: vertel in de tekst wat erin gezegd wordt). Een https-adres of een pad op deze site."
          error={errors.media?.message}
          {...form.register('media')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Opslaan...' : 'Opslaan'}
        </Button>
      </form>
      <Preview form={form} />
    </div>
  );
}
