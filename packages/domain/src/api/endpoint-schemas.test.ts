import { describe, expect, it } from 'vitest';
import { endpointPath, pathMatches } from './endpoint.ts';
import { contractOf, endpointContracts, findContract, responseProblem } from './endpoint-schemas.ts';
import * as endpointGroups from './endpoints.ts';
import { cardEndpoints, stationEndpoints } from './endpoints.ts';

const declared = Object.values(endpointGroups).flatMap((group) => Object.values(group));

describe('the endpoint contracts', () => {
  it('give every declared endpoint exactly one contract', () => {
    for (const endpoint of declared) {
      expect(
        endpointContracts.filter((contract) => contract.endpoint === endpoint),
        `${endpoint.method} ${endpoint.path}`,
      ).toHaveLength(1);
    }
    expect(endpointContracts).toHaveLength(declared.length);
  });

  it('find a request by method and path, a literal route before a parameter', () => {
    expect(findContract('GET', '/api/stations/favorites')?.endpoint).toBe(stationEndpoints.favorites);
    expect(findContract('GET', '/api/stations/abc')?.endpoint).toBe(stationEndpoints.detail);
    expect(findContract('DELETE', '/api/cards/abc')?.endpoint).toBe(cardEndpoints.remove);
    expect(findContract('GET', '/api/cards/abc')).toBeUndefined();
    expect(findContract('GET', '/api/nergens')).toBeUndefined();
  });

  it('say what is wrong with an answer outside the contract', () => {
    const contract = contractOf(cardEndpoints.active)!;
    expect(responseProblem(contract, 200, { id: 'c1', label: 'Pas #1', last4: '1234' })).toBeNull();
    expect(responseProblem(contract, 200, { id: 'c1' })).toMatch(/GET \/api\/cards\/active answered 200/);
    expect(responseProblem(contract, 404, { error: 'not_found', message: 'Geen actieve pas.' })).toBeNull();
    expect(responseProblem(contract, 404, {})).toMatch(/answered 404/);
    // A 5xx may come from a proxy: the client reads it whatever it says.
    expect(responseProblem(contract, 502, '<html>')).toBeNull();
  });
});

describe('endpointPath and pathMatches', () => {
  it('fill in and encode the parameters', () => {
    expect(endpointPath(stationEndpoints.detail, { id: 'a b/c' })).toBe('/api/stations/a%20b%2Fc');
    expect(() => endpointPath(stationEndpoints.detail)).toThrow(/parameter id is missing/);
  });

  it('match a concrete path to its route', () => {
    expect(pathMatches('/api/cards/:id', '/api/cards/123')).toBe(true);
    expect(pathMatches('/api/cards/:id', '/api/cards/')).toBe(false);
    expect(pathMatches('/api/cards/:id', '/api/cards/1/2')).toBe(false);
  });
});
