import {
  BulkPricesBodySchema,
  CreateStationBodySchema,
  IdParamsSchema,
  PartnerSettingsBodySchema,
  PartnerSettingsSchema,
  PartnerStationPageSchema,
  PartnerStationResponseSchema,
  PartnerStationsQuerySchema,
  PricesSavedResponseSchema,
  SetStationPricesBodySchema,
  UpdateStationBodySchema,
} from '@fuellinq/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerOnly, requireUser } from '../../plugins/auth.ts';
import { stationsChanged } from '../stations/stations.service.ts';
import { adminStationRoutes } from './admin-stations.routes.ts';
import { createPartnerRepository } from './partner.repository.ts';
import { createPartnerService } from './partner.service.ts';

/**
 * The partner portal's stations, prices and settings (the caller's own stations only), and the admin's
 * hand-over of a station to a partner. Every change empties the public station answers.
 */
export async function partnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createPartnerService({
    repository: createPartnerRepository(app.db),
    onChange: () => app.events.emit(stationsChanged),
  });
  await app.register(adminStationRoutes);

  app.get(
    '/api/partner/stations',
    {
      schema: {
        tags: ['partner'],
        summary: 'Mijn stations, met zoeken en pagina’s',
        querystring: PartnerStationsQuerySchema,
        response: { 200: PartnerStationPageSchema },
      },
      config: partnerOnly,
    },
    async (request) => service.listStations(requireUser(request).id, request.query),
  );

  app.post(
    '/api/partner/stations',
    {
      schema: {
        tags: ['partner'],
        summary: 'Station toevoegen',
        body: CreateStationBodySchema,
        response: { 201: PartnerStationResponseSchema },
      },
      config: partnerOnly,
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await service.createStation(user.id, user.id, request.body));
    },
  );

  app.get(
    '/api/partner/stations/:id',
    {
      schema: {
        tags: ['partner'],
        summary: 'Eén van mijn stations, om te bewerken',
        params: IdParamsSchema,
        response: { 200: PartnerStationResponseSchema },
      },
      config: partnerOnly,
    },
    async (request) => service.getStation(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/api/partner/stations/:id',
    {
      schema: {
        tags: ['partner'],
        summary: 'Station wijzigen: adres, locatie, brandstoffen, openingstijden, actief',
        params: IdParamsSchema,
        body: UpdateStationBodySchema,
        response: { 200: PartnerStationResponseSchema },
      },
      config: partnerOnly,
    },
    async (request) => {
      const user = requireUser(request);
      return service.updateStation(user.id, user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/partner/stations/:id',
    {
      schema: {
        tags: ['partner'],
        summary: 'Station deactiveren (verdwijnt uit de publieke feed)',
        params: IdParamsSchema,
        response: { 200: PartnerStationResponseSchema },
      },
      config: partnerOnly,
    },
    async (request) => {
      const user = requireUser(request);
      return service.deactivateStation(user.id, user.id, request.params.id);
    },
  );

  app.put(
    '/api/partner/stations/:id/prices',
    {
      schema: {
        tags: ['partner'],
        summary: 'Prijzen van één station instellen (€ 0,50–€ 4,00 per liter)',
        params: IdParamsSchema,
        body: SetStationPricesBodySchema,
        response: { 200: PricesSavedResponseSchema },
      },
      config: partnerOnly,
    },
    async (request) => {
      const user = requireUser(request);
      const rows = request.body.prices.map((row) => ({ ...row, station_id: request.params.id }));
      return service.savePrices(user.id, user.id, rows);
    },
  );

  app.put(
    '/api/partner/prices',
    {
      schema: {
        tags: ['partner'],
        summary: 'Prijzen van veel stations tegelijk instellen',
        body: BulkPricesBodySchema,
        response: { 200: PricesSavedResponseSchema },
      },
      config: partnerOnly,
    },
    async (request) => {
      const user = requireUser(request);
      return service.savePrices(user.id, user.id, request.body.prices);
    },
  );

  app.get(
    '/api/partner/settings',
    {
      schema: {
        tags: ['partner'],
        summary: 'Bedrijfsgegevens en merk',
        response: { 200: PartnerSettingsSchema },
      },
      config: partnerOnly,
    },
    async (request) => service.settings(requireUser(request).id),
  );

  app.put(
    '/api/partner/settings',
    {
      schema: {
        tags: ['partner'],
        summary: 'Bedrijfsgegevens en merk opslaan',
        body: PartnerSettingsBodySchema,
        response: { 200: PartnerSettingsSchema },
      },
      config: partnerOnly,
    },
    async (request) => {
      const user = requireUser(request);
      return service.saveSettings(user.id, user.id, request.body);
    },
  );
}
