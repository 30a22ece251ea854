import type { PartnerStationResponse } from '@fuellinq/domain';
import { getPartnerStation } from './get-partner-station.ts';
import { type PartnerDeps, partnerStationNotFound } from './station-rules.ts';

/** DELETE /api/partner/stations/{id}: the station stays, inactive, and leaves the public feed. */
export async function deactivatePartnerStation(
  deps: PartnerDeps,
  partnerId: string,
  actorId: string,
  id: string,
): Promise<PartnerStationResponse> {
  const updated = await deps.repository.updateStation(partnerId, id, { active: false }, undefined, {
    actorUserId: actorId,
    action: 'station.deactivate',
    entity: 'station',
    entityId: id,
  });
  if (!updated) throw partnerStationNotFound();
  await deps.onChange();
  return getPartnerStation(deps, partnerId, id);
}
