import {
  AA_TEXT_CONTRAST,
  type BrandTheme,
  contrastWarnings,
  themeColorLabels,
} from '@fuellinq/domain/admin/brand-theme-rules';
import { formatDecimal } from '@fuellinq/domain/format/nl-format';

/** WCAG AA: every text colour pair below 4.5:1, with its ratio; nothing when all pass. */
export function ContrastWarnings({ theme }: { theme: BrandTheme }) {
  const warnings = contrastWarnings(theme);
  if (warnings.length === 0) {
    return (
      <p role="status" className="text-sm text-success">
        Alle tekstkleuren halen het WCAG AA-contrast (minimaal {formatDecimal(AA_TEXT_CONTRAST, 1)}:1).
      </p>
    );
  }
  return (
    <div role="status" className="rounded-brand border border-secondary/60 bg-secondary/15 px-4 py-3 text-sm">
      <p className="font-semibold">
        Te weinig contrast (WCAG AA vraagt minimaal {formatDecimal(AA_TEXT_CONTRAST, 1)}:1 voor tekst):
      </p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={`${warning.foreground}-${warning.background}`}>
            {warning.label}: {formatDecimal(warning.ratio, 2)}:1 ({themeColorLabels[warning.foreground]} op{' '}
            {themeColorLabels[warning.background].toLowerCase()})
          </li>
        ))}
      </ul>
    </div>
  );
}
