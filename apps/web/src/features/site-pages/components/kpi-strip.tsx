import type { SitePageStats } from '@fuellinq/domain/site-pages/site-page.contract';

function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">{value ?? '–'}</dd>
    </div>
  );
}

/**
 * Spec §2 KPI strip of an overview page, for a signed-in visitor: vehicles, passes and open invoices, as
 * the page itself brings them (spec §3 `stats` of GET /api/site-pages). The editor's preview has no
 * reader's figures: its tiles show a dash.
 */
export function KpiStrip({ stats }: { stats: SitePageStats | null }) {
  return (
    <section aria-label="Jouw kerncijfers" className="mb-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Tile label="Voertuigen" value={stats?.vehicles} />
        <Tile label="Passen" value={stats?.passes} />
        <Tile label="Open facturen" value={stats?.open_invoices} />
      </dl>
    </section>
  );
}
