import { defineEndpoint } from '../api/endpoint.ts';
import { CardSchema } from '../cards/card.contract.ts';
import { IdParamsSchema } from '../common/common.contract.ts';
import {
  BlockCardBodySchema,
  CreateFleetCardBodySchema,
  CreateFleetVehicleBodySchema,
  FleetCardListSchema,
  FleetCardParamsSchema,
  FleetCardRulesBodySchema,
  FleetCardSchema,
  FleetVehicleListSchema,
  FleetVehicleParamsSchema,
  FleetVehicleSchema,
  MyCompanyCardListSchema,
  MyCompanyCardParamsSchema,
  MyCompanyCardSchema,
  ReportLostBodySchema,
  UpdateFleetCardBodySchema,
  UpdateFleetVehicleBodySchema,
} from './fleet-card.contract.ts';
import { OrgParamsSchema } from './org.contract.ts';

const tags = ['orgs'];

const cardState = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/orgs/:orgId/cards/:cardId/${path}`,
    tags,
    summary,
    params: FleetCardParamsSchema,
    answers: { 200: FleetCardSchema },
  });

/** Company cards, their states, the driver's own company cards, and the organisation's vehicles (issue 24 §2). */
export const fleetCardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/cards',
    tags,
    summary: 'Zakelijke passen (eigenaar, wagenparkbeheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: FleetCardListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/cards',
    tags,
    summary:
      'Zakelijke pas uitgeven aan een bestuurder (driver_user_id) of een voertuig (vehicle_id), met kostenplaats, regelprofiel en regels naar keuze; gratis',
    params: OrgParamsSchema,
    body: CreateFleetCardBodySchema,
    answers: { 201: FleetCardSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/cards/:cardId',
    tags,
    summary: 'Eén zakelijke pas',
    params: FleetCardParamsSchema,
    answers: { 200: FleetCardSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/cards/:cardId',
    tags,
    summary: 'Naam, kostenplaats of regelprofiel van een zakelijke pas wijzigen',
    params: FleetCardParamsSchema,
    body: UpdateFleetCardBodySchema,
    answers: { 200: FleetCardSchema },
  }),
  setRules: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/cards/:cardId/rules',
    tags,
    summary: 'De eigen regels van een zakelijke pas (bovenop die van het profiel)',
    params: FleetCardParamsSchema,
    body: FleetCardRulesBodySchema,
    answers: { 200: FleetCardSchema },
  }),
  pause: cardState('pause', 'Zakelijke pas pauzeren'),
  resume: cardState('resume', 'Gepauzeerde of op-aanvraag-pas weer actief maken'),
  onDemand: cardState('on-demand', 'Zakelijke pas op aanvraag zetten (de bestuurder zet hem 30 minuten aan)'),
  block: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/cards/:cardId/block',
    tags,
    summary: 'Zakelijke pas blokkeren (kwijt of gestolen): definitief',
    params: FleetCardParamsSchema,
    body: BlockCardBodySchema,
    answers: { 200: FleetCardSchema },
  }),
  replace: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/cards/:cardId/replace',
    tags,
    summary:
      'Een geblokkeerde pas vervangen: nieuwe pas met dezelfde houder, kostenplaats, profiel en regels',
    params: FleetCardParamsSchema,
    answers: { 201: FleetCardSchema },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/company-cards',
    tags,
    summary: 'Mijn zakelijke passen: status, regels in gewone woorden en budget',
    answers: { 200: MyCompanyCardListSchema },
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: '/api/me/company-cards/:cardId/unlock',
    tags,
    summary: 'Een pas op aanvraag 30 minuten aanzetten',
    params: MyCompanyCardParamsSchema,
    answers: { 200: MyCompanyCardSchema },
  }),
  reportLost: defineEndpoint({
    method: 'POST',
    path: '/api/me/company-cards/:cardId/report-lost',
    tags,
    summary: 'Mijn zakelijke pas kwijt of gestolen: meteen geblokkeerd, de beheerders krijgen bericht',
    params: MyCompanyCardParamsSchema,
    body: ReportLostBodySchema,
    answers: { 200: MyCompanyCardSchema },
  }),
  vehicles: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/vehicles',
    tags,
    summary: 'Voertuigen van de organisatie (eigenaar, wagenparkbeheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: FleetVehicleListSchema },
  }),
  addVehicle: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/vehicles',
    tags,
    summary: 'Voertuig toevoegen op kenteken (gegevens van de RDW), met tankinhoud naar keuze',
    params: OrgParamsSchema,
    body: CreateFleetVehicleBodySchema,
    answers: { 201: FleetVehicleSchema },
  }),
  updateVehicle: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/vehicles/:id',
    tags,
    summary: 'Tankinhoud of bijnaam van een voertuig wijzigen',
    params: FleetVehicleParamsSchema,
    body: UpdateFleetVehicleBodySchema,
    answers: { 200: FleetVehicleSchema },
  }),
  removeVehicle: defineEndpoint({
    method: 'DELETE',
    path: '/api/orgs/:orgId/vehicles/:id',
    tags,
    summary:
      'Voertuig verwijderen: zijn passen worden meteen geblokkeerd, zijn tankbeurten blijven in de historie',
    params: FleetVehicleParamsSchema,
    answers: { 204: 'empty' },
  }),
};

/** A private card reported lost or stolen, and its free replacement (issue 24 §2). */
export const privateCardLossEndpoints = {
  reportLost: defineEndpoint({
    method: 'POST',
    path: '/api/cards/:id/report-lost',
    tags: ['cards'],
    summary: 'Pas kwijt of gestolen: meteen geblokkeerd (definitief)',
    params: IdParamsSchema,
    body: ReportLostBodySchema,
    answers: { 200: CardSchema },
  }),
  replace: defineEndpoint({
    method: 'POST',
    path: '/api/cards/:id/replace',
    tags: ['cards'],
    summary: 'Een geblokkeerde pas gratis vervangen; de nieuwe wordt actief als de oude dat was',
    params: IdParamsSchema,
    answers: { 201: CardSchema },
  }),
};
