import { defineEndpoint } from '../api/endpoint.ts';
import {
  PasskitDeviceParamsSchema,
  PasskitLogBodySchema,
  PasskitPassParamsSchema,
  PasskitRegisterBodySchema,
  PasskitRegistrationParamsSchema,
  PasskitSerialsSchema,
  PasskitUpdatedSinceQuerySchema,
} from './passkit.contract.ts';

/**
 * Apple's PassKit web service (webServiceURL = PUBLIC_URL/api/passkit): Wallet authenticates with
 * `ApplePass <token>`; Apple's status codes are part of the protocol (201 new, 200 known, 204 nothing
 * changed, 304 not modified, 401 anything not ours).
 */
export const passkitEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    tags: ['passkit'],
    summary: 'Apple Wallet: een apparaat meldt zich aan voor updates van een pas',
    params: PasskitRegistrationParamsSchema,
    body: PasskitRegisterBodySchema,
    answers: { 200: 'empty', 201: 'empty' },
  }),
  unregister: defineEndpoint({
    method: 'DELETE',
    path: '/api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber',
    tags: ['passkit'],
    summary: 'Apple Wallet: een apparaat meldt zich af',
    params: PasskitRegistrationParamsSchema,
    answers: { 200: 'empty' },
  }),
  serials: defineEndpoint({
    method: 'GET',
    path: '/api/passkit/v1/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier',
    tags: ['passkit'],
    summary: 'Apple Wallet: welke passen op dit apparaat zijn gewijzigd',
    params: PasskitDeviceParamsSchema,
    query: PasskitUpdatedSinceQuerySchema,
    answers: { 200: PasskitSerialsSchema, 204: 'empty' },
  }),
  pass: defineEndpoint({
    method: 'GET',
    path: '/api/passkit/v1/passes/:passTypeIdentifier/:serialNumber',
    tags: ['passkit'],
    summary: 'Apple Wallet: de nieuwste versie van een pas',
    params: PasskitPassParamsSchema,
    answers: { 200: 'file', 304: 'empty' },
  }),
  log: defineEndpoint({
    method: 'POST',
    path: '/api/passkit/v1/log',
    tags: ['passkit'],
    summary: 'Apple Wallet: foutmeldingen van apparaten',
    body: PasskitLogBodySchema,
    answers: { 200: 'empty' },
  }),
};
