import { useBrandLogo } from '../../lib/theme.ts';

/**
 * The FuelLinq mark and name; an admin's logo (spec: brand_logo, the theme's logo_url, or the published one)
 * replaces the mark, at once when it changes.
 */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const custom = useBrandLogo();
  return (
    <span className="inline-flex items-center gap-2">
      {custom ? (
        <img src={custom} alt="" className="h-8 w-auto" />
      ) : (
        <svg aria-hidden viewBox="0 0 64 64" className="size-8">
          <rect width="64" height="64" rx="14" fill="var(--fl-card-bg)" />
          <path
            d="M22 14h16a4 4 0 0 1 4 4v30h2a2 2 0 0 0 2-2V28l-4-4 3-3 5 5v20a6 6 0 0 1-6 6H22a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4Zm2 6v10h12V20Z"
            fill="var(--fl-secondary)"
          />
        </svg>
      )}
      <span
        className={`text-lg font-extrabold tracking-tight ${inverted ? 'text-sidebar-text' : 'text-text'}`}
      >
        Fuel<span className={inverted ? 'text-secondary' : 'text-primary'}>Linq</span>
      </span>
    </span>
  );
}
