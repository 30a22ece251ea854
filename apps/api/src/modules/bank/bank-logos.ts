import type { Bank } from '@fuellinq/domain';

/**
 * Our own logo mark for a bank: its initials on a coloured tile, as an SVG data URI (no copied trademarks,
 * no extra request). The Content-Security-Policy allows data: images.
 */
export function bankLogo(bank: Bank): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${bank.name}">` +
    `<rect width="64" height="64" rx="14" fill="${bank.color}"/>` +
    `<text x="32" y="41" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" ` +
    `font-weight="700" fill="${bank.textColor}">${bank.initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
