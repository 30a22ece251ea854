import {
  CreateSitePageBodySchema,
  type CreateSitePageBody,
} from '@fuellinq/domain/site-pages/site-page.contract';
import { slugify } from '@fuellinq/domain/site-pages/site-page-rules';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormSubmit, useZodForm } from '../../../lib/forms.ts';

/** A new page starts as a draft with a title and a slug (suggested from the title); the editor does the rest. */
export function NewPageForm({
  onCreate,
  onCancel,
}: {
  onCreate: (body: CreateSitePageBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(CreateSitePageBodySchema, { defaultValues: { title: '', slug: '' } });
  const { onSubmit, failure } = useFormSubmit(form, onCreate, {
    fieldFor: (path) => (path === 'title' || path === 'slug' ? path : undefined),
  });
  const [slugEdited, setSlugEdited] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value));
    },
  });
  const slug = form.register('slug', { onChange: () => setSlugEdited(true) });

  return (
    <form noValidate aria-label="Nieuwe pagina" className="card mb-6 space-y-4 p-5" onSubmit={onSubmit}>
      <h2 className="text-lg font-bold">Nieuwe pagina</h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Titel" error={errors.title?.message} {...title} />
        <TextField label="Slug" hint="Het adres wordt /page/{slug}." error={errors.slug?.message} {...slug} />
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Aanmaken...' : 'Pagina aanmaken'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
