import { defineEndpoint } from '../api/endpoint.ts';
import {
  CreateOrgBodySchema,
  OrgListSchema,
  OrgParamsSchema,
  OrgSchema,
  UpdateOrgBodySchema,
} from './org.contract.ts';

const tags = ['orgs'];

/** Organisations: create, list and their settings (issue 24). */
export const orgEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orgs',
    tags,
    summary: 'Mijn organisaties, met mijn rol in elk',
    answers: { 200: OrgListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orgs',
    tags,
    summary: 'Organisatie aanmaken (alleen een zakelijk account; wie aanmaakt wordt eigenaar)',
    body: CreateOrgBodySchema,
    answers: { 201: OrgSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId',
    tags,
    summary: 'Gegevens en instellingen van een organisatie (elk lid)',
    params: OrgParamsSchema,
    answers: { 200: OrgSchema },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId',
    tags,
    summary: 'Gegevens en instellingen wijzigen (eigenaar, wagenparkbeheerder)',
    params: OrgParamsSchema,
    body: UpdateOrgBodySchema,
    answers: { 200: OrgSchema },
  }),
};
