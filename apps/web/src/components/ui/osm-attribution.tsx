import { OSM_ATTRIBUTION } from '@fuellinq/domain/stations/station-rules';

/** ODbL: wherever the OpenStreetMap stations appear. */
export function OsmAttribution({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-muted ${className}`}>
      Stationsgegevens:{' '}
      <a href={OSM_ATTRIBUTION.url} target="_blank" rel="noopener noreferrer" className="underline">
        {OSM_ATTRIBUTION.text}
      </a>{' '}
      (ODbL). Prijzen zonder partner zijn demoprijzen.
    </p>
  );
}
