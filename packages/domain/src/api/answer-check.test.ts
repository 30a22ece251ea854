import { describe, expect, it } from 'vitest';
import { cardEndpoints } from '../cards/card.endpoints.ts';
import { authEndpoints } from '../auth/auth.endpoints.ts';
import { stationEndpoints } from '../stations/station.endpoints.ts';
import { answerProblem, declarationOf } from './answer-check.ts';
import { route } from './route.ts';

describe('answerProblem', () => {
  it('takes a success declared without a body (204) as it is, and checks the one with a body', () => {
    expect(answerProblem(cardEndpoints.active, 204, undefined)).toBeNull();
    expect(
      answerProblem(cardEndpoints.active, 200, { id: 'c1', label: 'Mijn tankpas', last4: '4242' }),
    ).toBeNull();
    expect(answerProblem(cardEndpoints.active, 200, undefined)).toMatch(
      /answered 200 outside its declaration/,
    );
  });

  it('checks an error against the error body', () => {
    expect(answerProblem(cardEndpoints.active, 401, { error: 'unauthorized', message: 'Nee.' })).toBeNull();
    expect(answerProblem(cardEndpoints.active, 401, { fout: true })).toMatch(/answered 401/);
  });
});

describe('declarationOf', () => {
  it('finds the declaration a route names, and checks answers against its schemas', () => {
    expect(declarationOf(route('GET /me'))).toBe(authEndpoints.me);
    expect(declarationOf(route('GET /api/stations/:id'))).toBe(stationEndpoints.detail);
    expect(declarationOf(stationEndpoints.detail)).toBe(stationEndpoints.detail);
    expect(answerProblem(declarationOf(route('GET /me')), 200, { user: null })).toMatch(
      /GET \/me answered 200 outside its declaration/,
    );
  });

  it('refuses a route nothing declares (and the compiler refuses its key)', () => {
    // @ts-expect-error: no endpoint is declared with this method and path
    const undeclared = route('GET /api/nergens');
    expect(() => declarationOf(undeclared)).toThrow('GET /api/nergens is not a declared endpoint');
  });
});
