import { defineEndpoint } from '../api/endpoint.ts';
import { AuditListSchema, AuditQuerySchema, OrgParamsSchema } from './org.contract.ts';

const tags = ['orgs'];

/** The organisation's audit log: who changed what, when (issue 24). */
export const orgAuditEndpoints = {
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/orgs/:orgId/audit',
    tags,
    summary: 'Auditlog: wie wat wanneer wijzigde, nieuwste eerst, per pagina (eigenaar, wagenparkbeheerder)',
    params: OrgParamsSchema,
    query: AuditQuerySchema,
    answers: { 200: AuditListSchema },
  }),
};
