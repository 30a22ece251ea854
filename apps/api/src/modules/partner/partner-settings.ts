import type { PartnerSettings } from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import { brandLogoUrl } from '../stations/station-dto.ts';
import type { PartnerRepository } from './partner.repository.ts';

/** GET /api/partner/settings: the company, the contact, the brand and the brands an admin granted. */
export async function partnerSettings(
  { repository }: { repository: PartnerRepository },
  partnerId: string,
): Promise<PartnerSettings> {
  const row = await repository.settings(partnerId);
  if (!row) throw new AppError('not_found');
  return {
    brands: await repository.grantedBrands(partnerId),
    company_name: row.companyName,
    kvk_number: row.kvkNumber,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    brand_slug: row.brandSlug,
    brand: row.brand,
    logo_url: row.brandSlug ? brandLogoUrl(row.brandSlug) : null,
    station_count: row.stationCount,
  };
}
