import { defineEndpoint } from '../api/endpoint.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  CreateVehicleBodySchema,
  RdwLookupQuerySchema,
  RdwLookupResponseSchema,
  UpdateVehicleBodySchema,
  VehicleListResponseSchema,
  VehicleSchema,
} from './vehicle.contract.ts';

export const vehicleEndpoints = {
  rdwLookup: defineEndpoint({
    method: 'GET',
    path: '/api/rdw/lookup',
    tags: ['vehicles'],
    summary: 'Kenteken opzoeken bij de RDW',
    query: RdwLookupQuerySchema,
    answers: { 200: RdwLookupResponseSchema },
  }),
  rdwVehicle: defineEndpoint({
    method: 'GET',
    path: '/api/rdw/vehicle',
    tags: ['vehicles'],
    summary: 'Kenteken opzoeken bij de RDW',
    query: RdwLookupQuerySchema,
    answers: { 200: RdwLookupResponseSchema },
  }),
  co2RdwLookup: defineEndpoint({
    method: 'GET',
    path: '/api/co2/rdw/lookup',
    tags: ['vehicles'],
    summary: 'Kenteken opzoeken bij de RDW',
    query: RdwLookupQuerySchema,
    answers: { 200: RdwLookupResponseSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/vehicles',
    tags: ['vehicles'],
    summary: 'Mijn voertuigen',
    answers: { 200: VehicleListResponseSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/vehicles',
    tags: ['vehicles'],
    summary: 'Voertuig toevoegen op kenteken (haalt de RDW-gegevens op)',
    body: CreateVehicleBodySchema,
    answers: { 201: VehicleSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/vehicles/:id',
    tags: ['vehicles'],
    summary: 'Voertuig wijzigen (naam, brandstof, KvK-nummer) of RDW-gegevens verversen',
    params: IdParamsSchema,
    body: UpdateVehicleBodySchema,
    answers: { 200: VehicleSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/vehicles/:id',
    tags: ['vehicles'],
    summary: 'Voertuig verwijderen, met zijn kilometerstanden en tankbeurten',
    params: IdParamsSchema,
    answers: { 204: 'empty' },
  }),
};
