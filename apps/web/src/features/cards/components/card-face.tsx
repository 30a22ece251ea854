import { maskedPan, panGroups } from '@fuellinq/domain/cards/card-number';
import type { ReactNode } from 'react';

/**
 * The card as a person pictures it: FuelLinq, the label, and the masked number in four groups
 * (spec §4: "7088 •••• •••• 1234"). Read aloud as "Kaartnummer eindigt op 1234".
 */
export function CardFace({ label, last4, footer }: { label: string; last4: string; footer?: ReactNode }) {
  const groups = panGroups(maskedPan(last4));
  return (
    <figure
      aria-label={`${label}, kaartnummer eindigt op ${last4}`}
      className="aspect-[1.586] w-full max-w-sm rounded-2xl bg-card-bg p-5 text-card-text shadow-brand"
    >
      <div className="flex h-full flex-col justify-between">
        <div className="flex items-center justify-between">
          <span className="text-lg font-extrabold">
            Fuel<span className="text-secondary">Linq</span>
          </span>
          <span className="text-xs tracking-wide uppercase opacity-80">Prepaid tankpas</span>
        </div>
        <p
          aria-hidden
          className="flex justify-between font-mono text-lg tracking-widest sm:text-xl"
          data-testid="pan"
        >
          {groups.map((group, index) => (
            <span key={index}>{group}</span>
          ))}
        </p>
        <figcaption className="flex items-end justify-between gap-2 text-sm">
          <span className="truncate font-semibold">{label}</span>
          {footer}
        </figcaption>
      </div>
    </figure>
  );
}
