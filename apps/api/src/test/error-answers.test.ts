import { describe, expect, it } from 'vitest';
import { errorAnswerProblem } from './error-answers.ts';

const json = 'application/json; charset=utf-8';
const body = (value: unknown) => JSON.stringify(value);

describe('errorAnswerProblem (what createTestApp checks on every answer)', () => {
  it('passes a catalogued code with its status and a text, and anything that is no JSON error', () => {
    expect(errorAnswerProblem(404, json, body({ error: 'not_found', message: 'Weg.' }))).toBeUndefined();
    expect(errorAnswerProblem(200, json, body({ error: 'whatever' }))).toBeUndefined();
    expect(errorAnswerProblem(503, 'text/plain', 'De web-app is nog niet gebouwd')).toBeUndefined();
  });

  it('names a code outside the catalogue, a status the catalogue does not give it, and a missing text', () => {
    expect(errorAnswerProblem(404, json, body({ error: 'Not Found', message: 'x' }))).toBe(
      '404 Not Found: not a code of the catalogue',
    );
    expect(errorAnswerProblem(406, json, body({ error: 'validation_error', message: 'x' }))).toBe(
      '406 validation_error: the catalogue gives 400',
    );
    expect(errorAnswerProblem(409, json, Buffer.from(body({ error: 'conflict' })))).toBe(
      '409 conflict without a text',
    );
    expect(errorAnswerProblem(500, json, '{"error":')).toBe('500 with a body that is not JSON');
  });
});
