import { adminEndpoints } from '@fuellinq/domain/admin/admin.endpoints';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { adminOnly, requireUser } from '../../plugins/auth.ts';
import { stationsChanged } from '../stations/stations.service.ts';
import { createAdminStationsRepository } from './admin-stations.repository.ts';
import { createAdminStationsService } from './admin-stations.service.ts';

/** An admin hands a station to a partner account (or takes it away), and grants a partner its brands. */
export async function adminStationRoutes(app: FastifyInstance) {
  const service = createAdminStationsService({
    repository: createAdminStationsRepository(app.db),
    onChange: () => app.events.emit(stationsChanged),
  });

  serve(app, adminEndpoints.assignPartner, { config: adminOnly }, async (request) =>
    service.assignPartner(requireUser(request).id, request.params.id, request.body.partnerId),
  );

  serve(app, adminEndpoints.partnerBrands, { config: adminOnly }, async (request) =>
    service.brandsOf(request.params.id),
  );

  serve(app, adminEndpoints.savePartnerBrands, { config: adminOnly }, async (request) =>
    service.grantBrands(requireUser(request).id, request.params.id, request.body.brands),
  );
}
