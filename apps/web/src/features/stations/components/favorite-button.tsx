/** The star on a station: save it as a favourite, or stop. */
export function FavoriteButton({
  on,
  onToggle,
  stationTitle,
}: {
  on: boolean;
  onToggle: () => void;
  stationTitle: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? `${stationTitle} uit favorieten halen` : `${stationTitle} als favoriet bewaren`}
      title={on ? 'Uit favorieten' : 'Bewaar als favoriet'}
      onClick={onToggle}
      className="rounded-brand p-1.5 text-xl leading-none text-secondary hover:bg-bg"
    >
      <span aria-hidden>{on ? '★' : '☆'}</span>
    </button>
  );
}
