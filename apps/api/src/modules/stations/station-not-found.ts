import { AppError } from '../../lib/app-error.ts';

export const stationNotFound = () => new AppError(404, 'not_found', 'Dit tankstation bestaat niet (meer).');
