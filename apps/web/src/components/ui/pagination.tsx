import { Button } from './button.tsx';

/** Previous and next for a paged table, with where we are ("21–40 van 375"). */
export function Pagination({
  page,
  perPage,
  total,
  onPage,
  label = 'Paginering',
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        {first}–{last} van {total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Vorige
        </Button>
        <span className="self-center text-muted">
          Pagina {page} van {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Volgende
        </Button>
      </div>
    </nav>
  );
}
