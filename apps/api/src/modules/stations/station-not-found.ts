import { stationErrorMessages } from '@fuellinq/domain';
import { notFound } from '../../lib/app-error.ts';

export const stationNotFound = () => notFound(stationErrorMessages.notFound);
