import { sitePageMessages } from '@fuellinq/domain/site-pages/site-page-rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText, hasStatus } from '../../../lib/api-errors.ts';
import { adminSitePageQueryOptions, useSetPublished, useUpdateSitePage } from '../api/site-page-queries.ts';
import { PageEditor } from '../components/page-editor.tsx';

/** /admin/pages/:id: edit a page with a live preview; publish or unpublish it. */
export function AdminPageEditPage() {
  const { id = '' } = useParams();
  const page = useQuery(adminSitePageQueryOptions(id));
  const update = useUpdateSitePage();
  const setPublished = useSetPublished();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (page.isPending) return <SkeletonList rows={4} label="Pagina laden…" />;
  if (page.isError)
    return (
      <section>
        <PageHeader title="Pagina bewerken" />
        <ErrorState
          message={hasStatus(page.error, 404) ? sitePageMessages.notFound : sitePageMessages.loadFailed}
          onRetry={() => void page.refetch()}
        />
        <Link to="/admin/pages" className="mt-4 inline-block text-primary underline">
          Terug naar pagina’s
        </Link>
      </section>
    );

  const current = page.data;
  const togglePublished = async () => {
    setOutcome(null);
    try {
      await setPublished.mutateAsync({ id: current.id, published: !current.published });
      setOutcome({
        tone: 'success',
        text: current.published ? 'De pagina is offline gehaald.' : 'De pagina is gepubliceerd.',
      });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: errorText(error, {
          headline: current.published ? 'Offline halen mislukt' : 'Publiceren mislukt',
        }),
      });
    }
  };

  return (
    <section>
      <PageHeader
        title={`Pagina bewerken: ${current.title}`}
        intro={
          <>
            <Link to="/admin/pages" className="text-primary underline">
              Alle pagina’s
            </Link>{' '}
            · /page/{current.slug} ·{' '}
            {current.published ? <Badge tone="success">Gepubliceerd</Badge> : <Badge>Concept</Badge>}
          </>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={`/page/${current.slug}`} variant="secondary" target="_blank">
              Bekijk pagina
            </ButtonLink>
            <Button
              variant={current.published ? 'secondary' : 'primary'}
              disabled={setPublished.isPending}
              onClick={() => void togglePublished()}
            >
              {current.published ? 'Offline halen' : 'Publiceren'}
            </Button>
          </div>
        }
      />
      {outcome ? (
        <Alert tone={outcome.tone} className="mb-4">
          {outcome.text}
        </Alert>
      ) : null}
      <PageEditor
        key={current.id}
        page={current}
        onSave={(body) => update.mutateAsync({ id: current.id, body })}
      />
    </section>
  );
}
