/** An offer's badge, title and subtitle, as the deals grid and a station page show them. */
export function OfferText({
  badge,
  title,
  subtitle,
}: {
  badge: string | null;
  title: string;
  subtitle: string | null;
}) {
  return (
    <>
      {badge ? (
        <span className="inline-block rounded-full bg-secondary/25 px-2 py-0.5 text-xs font-semibold">
          {badge}
        </span>
      ) : null}
      <p className="font-semibold">{title}</p>
      {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
    </>
  );
}
