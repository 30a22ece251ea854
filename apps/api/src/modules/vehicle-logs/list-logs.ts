import type { LogListQuerySchema } from '@fuellinq/domain';
import type { z } from 'zod';
import { toFuelLogDto, toOdometerLogDto } from './log-dto.ts';
import { type Caller, vehicleNotFound, type VehicleLogsDeps } from './log-rules.ts';
import type { ListFilter } from './vehicle-logs.repository.ts';

type ListQuery = z.output<typeof LogListQuerySchema>;

/** One page of the caller's logs, newest first; a vehicle filter must name the caller's own vehicle. */
async function page<Row, Dto>(
  { repository }: VehicleLogsDeps,
  caller: Caller,
  query: ListQuery,
  list: (owner: string, filter: ListFilter) => Promise<{ items: Row[]; total: number }>,
  toDto: (row: Row) => Dto,
) {
  if (query.vehicle_id && !(await repository.vehicleExists(caller.id, query.vehicle_id)))
    throw vehicleNotFound();
  const { items, total } = await list(caller.id, {
    vehicleId: query.vehicle_id,
    from: query.from,
    to: query.to,
    source: query.source,
    page: query.page,
    perPage: query.per_page,
  });
  return { items: items.map(toDto), total, page: query.page, per_page: query.per_page };
}

/** GET /api/co2/odometer. */
export const listOdometerLogs = (deps: VehicleLogsDeps, caller: Caller, query: ListQuery) =>
  page(deps, caller, query, (owner, filter) => deps.repository.listOdometer(owner, filter), toOdometerLogDto);

/** GET /api/co2/fuel. */
export const listFuelLogs = (deps: VehicleLogsDeps, caller: Caller, query: ListQuery) =>
  page(deps, caller, query, (owner, filter) => deps.repository.listFuel(owner, filter), toFuelLogDto);
