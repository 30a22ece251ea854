import { describe, expect, it } from 'vitest';
import { cardEndpoints } from '../cards/card.endpoints.ts';
import { answerProblem } from './answer-check.ts';

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
