import { formatPlate } from '@fuellinq/domain/vehicles/license-plate';

/** A Dutch licence plate as it looks on the car: yellow, the blue NL strip, dashes by sidecode. */
export function Plate({ plate, size = 'md' }: { plate: string; size?: 'sm' | 'md' }) {
  const printed = formatPlate(plate);
  return (
    <span
      className={`inline-flex shrink-0 items-stretch overflow-hidden whitespace-nowrap rounded border-2 border-black bg-[#f7c600] font-mono font-bold tracking-wider text-black ${
        size === 'sm' ? 'text-xs' : 'text-sm'
      }`}
    >
      <span aria-hidden className="flex items-end bg-[#003399] px-1 pb-0.5 text-[0.55rem] text-[#f7c600]">
        NL
      </span>
      <span className="px-2 py-0.5">
        <span className="sr-only">Kenteken </span>
        {printed}
      </span>
    </span>
  );
}
