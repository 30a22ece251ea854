import { defineEndpoint } from '../api/endpoint.ts';
import {
  AcceptedResponseSchema,
  AuthResponseSchema,
  ForgotBodySchema,
  LoginBodySchema,
  MeResponseSchema,
  RegisterBodySchema,
  ResetBodySchema,
} from './auth.contract.ts';

export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    tags: ['auth'],
    summary: 'Account aanmaken',
    body: RegisterBodySchema,
    answers: { 201: AuthResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    tags: ['auth'],
    summary: 'Inloggen',
    body: LoginBodySchema,
    answers: { 200: AuthResponseSchema },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    tags: ['auth'],
    summary: 'Uitloggen: de sessie vervalt op de server',
    answers: { 204: 'empty' },
  }),
  forgot: defineEndpoint({
    method: 'POST',
    path: '/api/auth/forgot',
    tags: ['auth'],
    summary: 'Resetlink aanvragen (antwoordt altijd 202)',
    body: ForgotBodySchema,
    answers: { 202: AcceptedResponseSchema },
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset',
    tags: ['auth'],
    summary: 'Nieuw wachtwoord instellen met een resetlink',
    body: ResetBodySchema,
    answers: { 200: AcceptedResponseSchema },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/me',
    tags: ['auth'],
    summary: 'De ingelogde gebruiker',
    answers: { 200: MeResponseSchema },
  }),
  meAlias: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    tags: ['auth'],
    summary: 'De ingelogde gebruiker',
    answers: { 200: MeResponseSchema },
  }),
};
