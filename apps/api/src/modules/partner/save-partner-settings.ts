import type { PartnerSettings, PartnerSettingsBodySchema } from '@fuellinq/domain';
import type { z } from 'zod';
import { partnerSettings } from './partner-settings.ts';
import { brandFor, type PartnerDeps } from './station-rules.ts';

/** PUT /api/partner/settings: the company, the contact and a brand an admin granted (or the one it had). */
export async function savePartnerSettings(
  deps: PartnerDeps,
  partnerId: string,
  actorId: string,
  body: z.output<typeof PartnerSettingsBodySchema>,
): Promise<PartnerSettings> {
  const { repository } = deps;
  const current = await repository.settings(partnerId);
  const brand = await brandFor(repository, partnerId, body.brand_slug, current?.brandSlug);
  await repository.saveSettings(
    partnerId,
    {
      companyName: body.company_name,
      kvkNumber: body.kvk_number,
      contactName: body.contact_name,
      contactEmail: body.contact_email,
      contactPhone: body.contact_phone,
      brandId: brand?.id ?? null,
    },
    { actorUserId: actorId, action: 'partner.settings', entity: 'user', entityId: partnerId },
  );
  return partnerSettings(deps, partnerId);
}
