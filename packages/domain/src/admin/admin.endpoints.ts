import { defineEndpoint } from '../api/endpoint.ts';
import { RefundRefuelBodySchema, RefundRefuelResponseSchema } from '../billing/invoice.contract.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  AssignPartnerBodySchema,
  AssignPartnerResponseSchema,
  PartnerBrandsBodySchema,
  PartnerBrandsResponseSchema,
} from '../stations/partner.contract.ts';
import {
  AdminOverviewSchema,
  AdminStationPageSchema,
  AdminStationQuerySchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  AdminUserSchema,
  UpdateAdminUserBodySchema,
} from './admin.contract.ts';

export const adminEndpoints = {
  assignPartner: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/stations/:id/partner',
    tags: ['admin'],
    summary: 'Station toewijzen aan een partner',
    params: IdParamsSchema,
    body: AssignPartnerBodySchema,
    answers: { 200: AssignPartnerResponseSchema },
  }),
  partnerBrands: defineEndpoint({
    method: 'GET',
    path: '/api/admin/partners/:id/brands',
    tags: ['admin'],
    summary: 'De merken die een partner mag voeren',
    params: IdParamsSchema,
    answers: { 200: PartnerBrandsResponseSchema },
  }),
  savePartnerBrands: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/partners/:id/brands',
    tags: ['admin'],
    summary: 'Merken toekennen aan een partner (de hele lijst; leeg: onafhankelijk)',
    params: IdParamsSchema,
    body: PartnerBrandsBodySchema,
    answers: { 200: PartnerBrandsResponseSchema },
  }),
  refundRefuel: defineEndpoint({
    method: 'POST',
    path: '/api/admin/refuels/:id/refund',
    tags: ['admin'],
    summary:
      'Een afgeronde tankbeurt (deels) terugbetalen op het saldo: eenmaal, met een creditnota als hij al gefactureerd is',
    params: IdParamsSchema,
    body: RefundRefuelBodySchema,
    answers: { 201: RefundRefuelResponseSchema },
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/admin/overview',
    tags: ['admin'],
    summary: 'Overzicht voor beheerders: gebruikers per rol, stations met en zonder partner',
    answers: { 200: AdminOverviewSchema },
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    tags: ['admin'],
    summary: 'Gebruikers zoeken op e-mailadres of naam',
    query: AdminUserQuerySchema,
    answers: { 200: AdminUserPageSchema },
  }),
  updateUser: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    tags: ['admin'],
    summary: 'Rol, accounttype of blokkade van een gebruiker wijzigen',
    params: IdParamsSchema,
    body: UpdateAdminUserBodySchema,
    answers: { 200: AdminUserSchema },
  }),
  stations: defineEndpoint({
    method: 'GET',
    path: '/api/admin/stations',
    tags: ['admin'],
    summary: 'Stations zoeken om ze aan een partner toe te wijzen',
    query: AdminStationQuerySchema,
    answers: { 200: AdminStationPageSchema },
  }),
};
