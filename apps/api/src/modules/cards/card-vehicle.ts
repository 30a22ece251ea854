import { cardErrors } from '@fuellinq/domain';
import { AppError } from '../../lib/app-error.ts';
import { vehicleLookup } from '../vehicles/vehicles.service.ts';
import type { CardRow, CardsRepository } from './cards.repository.ts';

/**
 * PUT /api/cards/{id}/vehicle: the user's vehicle this card refuels (by its plate), or none. Its refuels
 * then go into that vehicle's logbook. A vehicle of someone else is not found (404), as is their card.
 */
export async function setCardVehicle(
  repository: CardsRepository,
  userId: string,
  cardId: string,
  vehicleId: string | null,
): Promise<CardRow> {
  return repository.forUser(userId, async (queries, tx) => {
    const card = await queries.findOwned(userId, cardId);
    if (!card) throw new AppError('not_found', { message: cardErrors.card_not_found });
    const vehicle = vehicleId ? await vehicleLookup(tx).byId(userId, vehicleId) : undefined;
    if (vehicleId && !vehicle) throw new AppError('vehicle_not_found');
    const plate = vehicle?.licensePlate ?? null;
    if (card.plate === plate) return card;
    const row = await queries.setPlate(userId, cardId, plate);
    if (!row) throw new AppError('not_found', { message: cardErrors.card_not_found });
    await queries.audit({
      actorUserId: userId,
      action: 'card.vehicle',
      entity: 'card',
      entityId: cardId,
      details: { last4: card.panLast4, license_plate: plate },
    });
    return row;
  });
}
