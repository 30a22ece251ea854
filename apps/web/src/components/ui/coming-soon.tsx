import { PageHeader } from './page-header.tsx';

/** A screen a later release fills: its title and one line. */
export function ComingSoon({ title, line }: { title: string; line?: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <p className="card p-6 text-muted">{line ?? 'Deze pagina komt binnenkort beschikbaar.'}</p>
    </section>
  );
}
