import { formatDate } from '@fuellinq/domain/format/nl-format';
import type { SitePage } from '@fuellinq/domain/site-pages/site-page.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import {
  adminSitePagesQueryOptions,
  useCreateSitePage,
  useDeleteSitePage,
  useSetPublished,
} from '../api/site-page-queries.ts';
import { NewPageForm } from '../components/new-page-form.tsx';

const PER_PAGE = 20;

/** /admin/pages: every CMS page with its published state; create, publish, unpublish, delete. */
export function AdminPagesPage() {
  const list = useListState<SitePage, 'all' | 'published' | 'draft'>({ status: 'all' });
  const pages = useQuery(
    adminSitePagesQueryOptions({ q: list.search, status: list.status, page: list.page, per_page: PER_PAGE }),
  );
  const create = useCreateSitePage();
  const setPublished = useSetPublished();
  const remove = useDeleteSitePage();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <section>
      <PageHeader
        title="Pagina's"
        intro="Inhoudspagina's op /page/{slug}: in markdown of HTML, met afbeeldingen of video. Een concept ziet alleen een beheerder."
        actions={creating ? null : <Button onClick={() => setCreating(true)}>Nieuwe pagina</Button>}
      />
      {creating ? (
        <NewPageForm
          onCancel={() => setCreating(false)}
          onCreate={async (body) => {
            const page = await create.mutateAsync(body);
            await navigate(`/admin/pages/${page.id}`);
          }}
        />
      ) : null}
      <ListView
        state={list}
        query={pages}
        searchLabel="Zoek een pagina"
        statuses={[
          ['all', 'Alle'],
          ['published', 'Gepubliceerd'],
          ['draft', 'Concept'],
        ]}
        loadingLabel="Pagina's laden…"
        errorMessage="Kon de pagina's niet laden."
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) => (
          <EmptyState title={filtered ? 'Geen pagina’s gevonden.' : 'Er zijn nog geen pagina’s.'} />
        )}
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
        confirm={{
          title: 'Pagina verwijderen?',
          confirmLabel: 'Verwijderen',
          tone: 'danger',
          busy: remove.isPending,
          failureHeadline: 'Verwijderen mislukt',
          describe: (page) => `${page.title} (/page/${page.slug}) verdwijnt voorgoed.`,
          onConfirm: async (page) => {
            await remove.mutateAsync(page.id);
            list.setMessage(`${page.title} is verwijderd.`);
          },
        }}
      >
        {(data) => (
          <ResponsiveTable
            caption="Alle pagina's"
            items={data.items}
            rowKey={(page) => page.id}
            columns={[
              {
                key: 'title',
                label: 'Pagina',
                rowHeader: true,
                phone: 'title',
                cell: (page) => (
                  <>
                    <Link to={`/admin/pages/${page.id}`} className="font-semibold text-primary underline">
                      {page.title}
                    </Link>
                    <span className="block font-normal text-muted">/page/{page.slug}</span>
                  </>
                ),
              },
              {
                key: 'status',
                label: 'Status',
                cell: (page) => (
                  <>{page.published ? <Badge tone="success">Gepubliceerd</Badge> : <Badge>Concept</Badge>}</>
                ),
              },
              {
                key: 'updated',
                label: 'Gewijzigd',
                cell: (page) => formatDate(page.updated_at),
              },
              {
                key: 'actions',
                label: 'Acties',
                hidden: true,
                phone: 'actions',
                cell: (page) => (
                  <>
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${page.published ? 'Offline halen' : 'Publiceren'}: ${page.title}`}
                        onClick={() =>
                          list.run(
                            () => setPublished.mutateAsync({ id: page.id, published: !page.published }),
                            {
                              success: page.published
                                ? `${page.title} is offline gehaald.`
                                : `${page.title} is gepubliceerd.`,
                              failureHeadline: page.published
                                ? 'Offline halen mislukt'
                                : 'Publiceren mislukt',
                            },
                          )
                        }
                      >
                        {page.published ? 'Offline halen' : 'Publiceren'}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Verwijderen: ${page.title}`}
                        onClick={() => list.confirm(page)}
                      >
                        Verwijderen
                      </Button>
                    </div>
                  </>
                ),
              },
            ]}
          />
        )}
      </ListView>
    </section>
  );
}
