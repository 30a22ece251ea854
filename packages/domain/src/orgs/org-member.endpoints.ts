import { defineEndpoint } from '../api/endpoint.ts';
import {
  AcceptedInvitationSchema,
  CreateInvitationBodySchema,
  InvitationListSchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
  OrgItemParamsSchema,
  OrgMemberListSchema,
  OrgMemberParamsSchema,
  OrgMemberSchema,
  OrgParamsSchema,
  PublicInvitationSchema,
  UpdateMemberBodySchema,
} from './org.contract.ts';

const tags = ['orgs'];

/** Members and their roles, and the invitations that bring them in (issue 24). */
export const orgMemberEndpoints = {
  members: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/members',
    tags,
    summary: 'Leden van de organisatie (eigenaar, wagenparkbeheerder, boekhouder)',
    params: OrgParamsSchema,
    answers: { 200: OrgMemberListSchema },
  }),
  updateMember: defineEndpoint({
    method: 'PUT',
    path: '/api/orgs/:orgId/members/:userId',
    tags,
    summary: 'Rol of maandbudget van een lid wijzigen (alleen een eigenaar raakt eigenaren)',
    params: OrgMemberParamsSchema,
    body: UpdateMemberBodySchema,
    answers: { 200: OrgMemberSchema },
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/api/orgs/:orgId/members/:userId',
    tags,
    summary: 'Lid verwijderen: de zakelijke passen van het lid worden direct geblokkeerd',
    params: OrgMemberParamsSchema,
    answers: { 204: 'empty' },
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/invitations',
    tags,
    summary: 'Openstaande uitnodigingen (eigenaar, wagenparkbeheerder)',
    params: OrgParamsSchema,
    answers: { 200: InvitationListSchema },
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/orgs/:orgId/invitations',
    tags,
    summary: 'Iemand uitnodigen per e-mail met een rol (een link, 7 dagen geldig)',
    params: OrgParamsSchema,
    body: CreateInvitationBodySchema,
    answers: { 201: InvitationSchema },
  }),
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/api/orgs/:orgId/invitations/:id',
    tags,
    summary: 'Uitnodiging intrekken',
    params: OrgItemParamsSchema,
    answers: { 204: 'empty' },
  }),
  showInvitation: defineEndpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    tags,
    summary: 'Uitnodiging bekijken via de link (openbaar): organisatie, rol, e-mailadres, geldig of niet',
    params: InvitationTokenParamsSchema,
    answers: { 200: PublicInvitationSchema },
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    tags,
    summary: 'Uitnodiging accepteren (ingelogd): je wordt lid met de rol van de uitnodiging',
    params: InvitationTokenParamsSchema,
    answers: { 200: AcceptedInvitationSchema },
  }),
};
