import { escapeXml } from '../../lib/xml.ts';

// Our own simple logo marks: a coloured disc with the brand's initials. No copied trademarks.

export interface BrandMark {
  name: string;
  color: string;
  textColor: string;
}

/** Stations without a brand get a neutral mark with a pump. */
export const INDEPENDENT_SLUG = 'onafhankelijk';

/** "TotalEnergies" → "T", "Fieten Olie" → "FO", "Esso" → "ESSO", "Q8" → "Q8": short names whole, else initials. */
export function brandInitials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('');
  if (name.length <= 4) return name.toUpperCase();
  return name[0]!.toUpperCase();
}

export function brandLogoSvg(mark: BrandMark | null): string {
  if (!mark) {
    return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>Tankstation</title><circle cx="32" cy="32" r="32" fill="#55655f"/><rect x="20" y="18" width="18" height="30" rx="3" fill="#fff"/><rect x="23" y="22" width="12" height="8" fill="#55655f"/><path d="M38 26h4l4 5v13a3 3 0 0 1-6 0v-6h-2" fill="none" stroke="#fff" stroke-width="3"/></svg>';
  }
  const initials = escapeXml(brandInitials(mark.name));
  const size = [0, 30, 24, 20, 16][initials.length] ?? 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>${escapeXml(mark.name)}</title><circle cx="32" cy="32" r="32" fill="${mark.color}"/><text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${mark.textColor}">${initials}</text></svg>`;
}
