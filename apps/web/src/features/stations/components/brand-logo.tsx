/** Our own brand mark (served by the API); a neutral disc with an initial when there is none. */
export function BrandLogo({
  url,
  name,
  size = 40,
}: {
  url: string | null;
  name: string | null;
  size?: number;
}) {
  if (url)
    return (
      <img src={url} alt="" width={size} height={size} className="shrink-0 rounded-full" loading="lazy" />
    );
  return (
    <span
      aria-hidden
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-button-text"
    >
      {(name ?? 'F').slice(0, 1)}
    </span>
  );
}
