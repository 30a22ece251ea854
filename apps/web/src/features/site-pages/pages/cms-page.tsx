import { DEFAULT_DESCRIPTION, SITE_NAME } from '@fuellinq/domain/common/public-pages';
import { sitePageDocumentTitle, sitePageMessages } from '@fuellinq/domain/site-pages/site-page-rules';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { hasStatus } from '../../../lib/api-errors.ts';
import { useDocumentDescription, useExactDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { sitePageQueryOptions } from '../api/site-page-queries.ts';
import { SitePageView } from '../components/site-page-view.tsx';
import { pageDescription, sitePageHtml } from '../lib/page-html.ts';

function PageSkeleton() {
  return (
    <div role="status" aria-label="Pagina laden…" className="space-y-4">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-6 w-3/5" />
    </div>
  );
}

/** Spec §2 /page/{slug}: a CMS page ("FuelLinq – {title}"), with a banner unless ?noBanner=1. */
export function CmsPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const { isLoggedIn } = useSession();
  const page = useQuery(sitePageQueryOptions(slug, isLoggedIn));
  const html = useMemo(() => (page.data ? sitePageHtml(page.data) : ''), [page.data]);
  const notFound = page.isError && hasStatus(page.error, 404);

  useExactDocumentTitle(
    page.data
      ? sitePageDocumentTitle(page.data.title)
      : notFound
        ? sitePageDocumentTitle(sitePageMessages.notFound)
        : SITE_NAME,
  );
  useDocumentDescription(page.data ? pageDescription(html, DEFAULT_DESCRIPTION) : DEFAULT_DESCRIPTION);

  if (page.isPending) return <PageSkeleton />;
  if (page.isError) {
    if (notFound)
      return (
        <section className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight">{sitePageMessages.notFound}</h1>
          <p className="mt-3 text-muted">Deze pagina bestaat niet (meer) of is nog niet gepubliceerd.</p>
          <ButtonLink to="/" className="mt-6">
            Naar de startpagina
          </ButtonLink>
        </section>
      );
    return <ErrorState message={sitePageMessages.loadFailed} onRetry={() => void page.refetch()} />;
  }
  return (
    <SitePageView
      page={page.data}
      html={html}
      banner={search.get('noBanner') !== '1'}
      signedIn={isLoggedIn}
      stats={page.data.stats}
    />
  );
}
