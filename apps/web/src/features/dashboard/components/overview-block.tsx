import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { SkeletonList } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-errors.ts';

/** One block of the overview: a card with its heading and, optionally, a link to the full screen. */
export function OverviewBlock({
  title,
  link,
  className = '',
  children,
}: {
  title: string;
  link?: { to: string; label: string } | undefined;
  className?: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card min-w-0 space-y-4 p-5 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className="text-sm font-medium text-primary hover:underline">
            {link.label}
          </Link>
        ) : null}
      </div>
      {children(headingId)}
    </section>
  );
}

/**
 * A block's own states: loading, failed (the Dutch headline, the reason and a retry; the rest of the page
 * carries on), or its content.
 */
export function QueryBody<T>({
  query,
  loadingLabel,
  failedHeadline,
  rows = 2,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedHeadline: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SkeletonList rows={rows} label={loadingLabel} />;
  if (query.isError)
    return (
      <ErrorState
        message={errorText(query.error, { headline: failedHeadline })}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}

/** Says a figure is an estimate, and on what it rests. */
export function EstimateNote({ children }: { children: ReactNode }) {
  return (
    <p className="text-xs text-muted">
      <span className="mr-1 rounded-sm border border-border px-1 py-px font-semibold uppercase">
        schatting
      </span>
      {children}
    </p>
  );
}
