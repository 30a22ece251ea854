import type { OfferStatus, PartnerOffer } from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import {
  partnerOffersQueryOptions,
  useCreateOffer,
  useDeleteOffer,
  useUpdateOffer,
} from '../api/partner-queries.ts';
import { OfferEditor } from '../components/offer-editor.tsx';
import { offerColumns } from '../components/offer-columns.tsx';

const PER_PAGE = 20;

/** /partner/offers: the partner's offers; create, change, end, reopen and delete them. */
export function PartnerOffersPage() {
  const list = useListState<PartnerOffer, OfferStatus | 'all'>({ status: 'all' });
  const offers = useQuery(
    partnerOffersQueryOptions({ q: list.search, status: list.status, page: list.page, per_page: PER_PAGE }),
  );
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<PartnerOffer | 'new' | null>(null);
  const edit = (offer: PartnerOffer | 'new') => {
    setEditing(offer);
    list.setMessage(null);
  };

  return (
    <section>
      <PageHeader
        title="Aanbiedingen"
        intro="Acties voor al je stations of voor één station. Actieve acties staan direct bij je stations in de zoeker."
        actions={editing ? null : <Button onClick={() => edit('new')}>Nieuwe actie</Button>}
      />
      {editing ? (
        <OfferEditor
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            if (editing === 'new') await create.mutateAsync(body);
            else await update.mutateAsync({ id: editing.id, body });
            list.setMessage(editing === 'new' ? 'Actie aangemaakt.' : 'Actie opgeslagen.');
            setEditing(null);
          }}
        />
      ) : null}
      <ListView
        state={list}
        query={offers}
        searchLabel="Zoek een actie"
        statuses={[
          ['all', 'Alle'],
          ['active', 'Actief'],
          ['scheduled', 'Gepland'],
          ['expired', 'Verlopen'],
          ['ended', 'Beëindigd'],
        ]}
        loadingLabel="Acties laden…"
        errorMessage="Kon de acties niet laden."
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) => (
          <EmptyState
            title={filtered ? 'Geen acties gevonden.' : 'Je hebt nog geen acties.'}
            action={
              editing ? undefined : (
                <Button size="sm" onClick={() => edit('new')}>
                  Nieuwe actie
                </Button>
              )
            }
          />
        )}
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
        confirm={{
          title: 'Actie verwijderen?',
          confirmLabel: 'Verwijderen',
          busy: remove.isPending,
          failureHeadline: 'Verwijderen mislukt',
          describe: (offer) => `${offer.title} verdwijnt voorgoed. Beëindigen bewaart hem, verwijderen niet.`,
          onConfirm: async (offer) => {
            await remove.mutateAsync(offer.id);
            list.setMessage(`${offer.title} is verwijderd.`);
          },
        }}
      >
        {(data) => (
          <ResponsiveTable
            caption="Mijn acties"
            items={data.items}
            rowKey={(offer) => offer.id}
            columns={offerColumns({
              onEdit: edit,
              onToggleEnded: (offer) => {
                const ended = offer.status !== 'ended';
                list.run(() => update.mutateAsync({ id: offer.id, body: { ended } }), {
                  success: ended ? `${offer.title} is beëindigd.` : `${offer.title} loopt weer.`,
                  failureHeadline: ended ? 'Beëindigen mislukt' : 'Heropenen mislukt',
                });
              },
              onDelete: list.confirm,
            })}
          />
        )}
      </ListView>
    </section>
  );
}
