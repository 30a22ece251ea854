/** A placeholder block while content loads; screen readers hear the surrounding status instead. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden className={`block animate-pulse rounded-brand bg-border/70 ${className}`} />;
}

/** A list-shaped loading state with an accessible label. */
export function SkeletonList({ rows = 3, label = 'Laden…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}
