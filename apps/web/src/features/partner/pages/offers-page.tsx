import { formatDate, formatEuro } from '@fuellinq/domain/format/nl-format';
import type { OfferStatus, PartnerOffer } from '@fuellinq/domain/stations/partner.contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  partnerOffersQueryOptions,
  useCreateOffer,
  useDeleteOffer,
  useUpdateOffer,
} from '../api/partner-queries.ts';
import { ListFilters } from '../../../components/ui/list-filters.tsx';
import { OfferEditor } from '../components/offer-editor.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';

const PER_PAGE = 20;
const STATUS: Record<OfferStatus, { label: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  active: { label: 'Actief', tone: 'success' },
  scheduled: { label: 'Gepland', tone: 'warning' },
  expired: { label: 'Verlopen', tone: 'neutral' },
  ended: { label: 'Beëindigd', tone: 'danger' },
};

function validity(offer: PartnerOffer): string {
  const from = formatDate(offer.valid_from);
  return offer.valid_until ? `${from} – ${formatDate(offer.valid_until)}` : `vanaf ${from}`;
}

/** /partner/offers: the partner's offers; create, change, end, reopen and delete them. */
export function PartnerOffersPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OfferStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(q.trim(), 300);
  const list = useQuery(
    partnerOffersQueryOptions({ q: search || undefined, status, page, per_page: PER_PAGE }),
  );
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<PartnerOffer | 'new' | null>(null);
  const [confirm, setConfirm] = useState<PartnerOffer | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  return (
    <section>
      <PageHeader
        title="Aanbiedingen"
        intro="Acties voor al je stations of voor één station. Actieve acties staan direct bij je stations in de zoeker."
        actions={
          editing ? null : <Button onClick={() => (setEditing('new'), setMessage(null))}>Nieuwe actie</Button>
        }
      />
      {editing ? (
        <OfferEditor
          key={editing === 'new' ? 'new' : editing.id}
          offer={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            if (editing === 'new') await create.mutateAsync(body);
            else await update.mutateAsync({ id: editing.id, body });
            setMessage(editing === 'new' ? 'Actie aangemaakt.' : 'Actie opgeslagen.');
            setEditing(null);
          }}
        />
      ) : null}
      {message ? (
        <Alert tone="success" className="mb-4">
          {message}
        </Alert>
      ) : null}
      <ListFilters
        searchLabel="Zoek een actie"
        q={q}
        onQ={(value) => {
          setQ(value);
          setPage(1);
        }}
        status={status}
        onStatus={(value) => {
          setStatus(value as OfferStatus | 'all');
          setPage(1);
        }}
        statuses={[
          ['all', 'Alle'],
          ['active', 'Actief'],
          ['scheduled', 'Gepland'],
          ['expired', 'Verlopen'],
          ['ended', 'Beëindigd'],
        ]}
      />
      {list.isPending ? (
        <SkeletonList rows={4} label="Acties laden…" />
      ) : list.isError ? (
        <ErrorState message="Kon de acties niet laden." onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={search || status !== 'all' ? 'Geen acties gevonden.' : 'Je hebt nog geen acties.'}
          action={
            editing ? undefined : (
              <Button size="sm" onClick={() => setEditing('new')}>
                Nieuwe actie
              </Button>
            )
          }
        />
      ) : (
        <>
          <DataTable
            caption="Mijn acties"
            columns={[
              { key: 'image', label: 'Afbeelding', hidden: true },
              { key: 'title', label: 'Actie' },
              { key: 'price', label: 'Prijs' },
              { key: 'scope', label: 'Geldt voor' },
              { key: 'validity', label: 'Geldig' },
              { key: 'status', label: 'Status' },
              { key: 'actions', label: 'Acties', hidden: true },
            ]}
          >
            {list.data.items.map((offer) => (
              <tr key={offer.id} className="border-t border-border">
                <td className="px-4 py-3">
                  {offer.image_url ? (
                    <img
                      src={offer.image_url}
                      alt=""
                      className="h-10 w-16 rounded object-cover"
                      loading="lazy"
                    />
                  ) : null}
                </td>
                <th scope="row" className="px-4 py-3">
                  <span className="font-semibold">{offer.title}</span>
                  {offer.badge ? (
                    <span className="ml-2">
                      <Badge tone="brand">{offer.badge}</Badge>
                    </span>
                  ) : null}
                  {offer.subtitle ? (
                    <span className="block font-normal text-muted">{offer.subtitle}</span>
                  ) : null}
                </th>
                <td className="px-4 py-3 whitespace-nowrap">
                  {offer.price_cents === null
                    ? '—'
                    : offer.price_cents === 0
                      ? 'Gratis'
                      : formatEuro(offer.price_cents)}
                </td>
                <td className="px-4 py-3">{offer.station_title ?? 'Al mijn stations'}</td>
                <td className="px-4 py-3 whitespace-nowrap">{validity(offer)}</td>
                <td className="px-4 py-3">
                  <Badge tone={STATUS[offer.status].tone}>{STATUS[offer.status].label}</Badge>
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <Button variant="ghost" size="sm" onClick={() => (setEditing(offer), setMessage(null))}>
                    Bewerken<span className="sr-only"> {offer.title}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={async () => {
                      const ended = offer.status !== 'ended';
                      await update.mutateAsync({ id: offer.id, body: { ended } });
                      setMessage(ended ? `${offer.title} is beëindigd.` : `${offer.title} loopt weer.`);
                    }}
                  >
                    {offer.status === 'ended' ? 'Heropenen' : 'Beëindigen'}
                    <span className="sr-only"> {offer.title}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirm(offer)}>
                    Verwijderen<span className="sr-only"> {offer.title}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
          <Pagination page={page} perPage={PER_PAGE} total={list.data.total} onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        title="Actie verwijderen?"
        tone="danger"
        confirmLabel="Verwijderen"
        busy={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          if (!confirm) return;
          await remove.mutateAsync(confirm.id);
          setMessage(`${confirm.title} is verwijderd.`);
          setConfirm(null);
        }}
      >
        {confirm?.title} verdwijnt voorgoed. Beëindigen bewaart hem, verwijderen niet.
      </ConfirmDialog>
    </section>
  );
}
