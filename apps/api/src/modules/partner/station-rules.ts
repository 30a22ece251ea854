import { type ErrorIssue, partnerMessages, timeToMinutes } from '@fuellinq/domain';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import type { PartnerRepository, PeriodRow } from './partner.repository.ts';

// What the partner portal's use cases share: their dependencies, the 404 that reveals nothing, the
// opening hours' check and the brand a partner may show.

export interface PartnerDeps {
  repository: PartnerRepository;
  /** Called after every change, so the public feed shows it at once. */
  onChange: () => Promise<void>;
  now: () => Date;
}

/** Another partner's station, or none at all: the same 404, so ids reveal nothing. */
export const partnerStationNotFound = () => notFound(partnerMessages.stationNotOwned);

/** A 400 naming every field at fault, the first one's message as the answer's; nothing when none is. */
export function failOnIssues(issues: ErrorIssue[]) {
  if (issues.length) throw new AppError('validation_error', { message: issues[0]!.message, issues });
}

type Period = { day: number; opens: string; closes: string };

/** No two periods of one day may overlap. */
export function checkOpeningHours(periods: Period[]) {
  const issues: ErrorIssue[] = [];
  periods.forEach((period, index) => {
    const clash = periods.some(
      (other, j) =>
        j < index && other.day === period.day && other.opens < period.closes && period.opens < other.closes,
    );
    if (clash)
      issues.push({
        path: `opening_hours.${index}`,
        message: partnerMessages.periodsOverlap,
      });
  });
  failOnIssues(issues);
}

export const toPeriodRows = (periods: Period[]): PeriodRow[] =>
  periods.map((p) => ({
    day: p.day,
    opensMinute: timeToMinutes(p.opens),
    closesMinute: timeToMinutes(p.closes),
  }));

/**
 * The brand a partner sets: none ("onafhankelijk"), or one an admin granted it. `keep` is the brand the
 * station already has, which may stay as it is (an admin may have handed over a branded station).
 */
export async function brandFor(
  repository: PartnerRepository,
  partnerId: string,
  slug: string | null | undefined,
  keep?: string | null,
) {
  if (!slug) return null;
  const brand = await repository.brandBySlug(partnerId, slug);
  if (!brand) throw fieldError('brand_slug', 'validation_error', partnerMessages.unknownBrands);
  if (!brand.granted && slug !== keep) {
    throw fieldError('brand_slug', 'brand_not_granted');
  }
  return brand;
}

/** The brand of the partner's profile, while an admin still grants it. */
export async function defaultBrand(repository: PartnerRepository, partnerId: string) {
  const slug = (await repository.settings(partnerId))?.brandSlug;
  const brand = slug ? await repository.brandBySlug(partnerId, slug) : undefined;
  return brand?.granted ? brand : null;
}
