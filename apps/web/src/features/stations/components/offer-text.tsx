import { DemoMark } from './demo-mark.tsx';

/** An offer's badge, title and subtitle, as the deals grid and a station page show them; a demo offer marked. */
export function OfferText({
  badge,
  title,
  subtitle,
  demo,
}: {
  badge: string | null;
  title: string;
  subtitle: string | null;
  demo: boolean;
}) {
  return (
    <>
      {badge ? (
        <span className="inline-block rounded-full bg-secondary/25 px-2 py-0.5 text-xs font-semibold">
          {badge}
        </span>
      ) : null}
      <p className="font-semibold">
        {title}
        {demo ? <DemoMark /> : null}
      </p>
      {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
    </>
  );
}
