/**
 * Beside what the demo seed made up (an offer, opening hours), as "demoprijs" beside a generated price: it
 * did not come from the station, and earns nothing extra.
 */
export function DemoMark({ what = 'actie' }: { what?: string }) {
  return (
    <span
      title={`Voorbeeld${what} voor de demo, niet van het station zelf`}
      className="ml-1 inline-block rounded-full border border-border px-1.5 text-xs font-normal text-muted"
    >
      demo
    </span>
  );
}
