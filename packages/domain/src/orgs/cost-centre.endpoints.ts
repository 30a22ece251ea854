import { defineEndpoint } from '../api/endpoint.ts';
import {
  CostCentreBodySchema,
  CostCentreListSchema,
  CostCentreSchema,
  OrgItemParamsSchema,
  OrgParamsSchema,
  UpdateCostCentreBodySchema,
} from './org.contract.ts';

const tags = ['orgs'];

/** Cost centres (kostenplaatsen) of an organisation (issue 24). */
export const costCentreEndpoints = {
  costCentres: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/cost-centres',
    tags,
    summary: 'Kostenplaatsen (eigenaar, wagenparkbeheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: CostCentreListSchema },
  }),
  createCostCentre: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/cost-centres',
    tags,
    summary: 'Kostenplaats toevoegen, met een dag- en maandbudget naar keuze',
    params: OrgParamsSchema,
    body: CostCentreBodySchema,
    answers: { 201: CostCentreSchema },
  }),
  updateCostCentre: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/cost-centres/:id',
    tags,
    summary: 'Kostenplaats wijzigen',
    params: OrgItemParamsSchema,
    body: UpdateCostCentreBodySchema,
    answers: { 200: CostCentreSchema },
  }),
  removeCostCentre: defineEndpoint({
    method: 'DELETE',
    path: '/api/orgs/:orgId/cost-centres/:id',
    tags,
    summary: 'Kostenplaats verwijderen (passen erin houden hun regels, zonder kostenplaats)',
    params: OrgItemParamsSchema,
    answers: { 204: 'empty' },
  }),
};
