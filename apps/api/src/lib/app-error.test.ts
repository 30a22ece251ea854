import { type ErrorCode, transactionMessages } from '@fuellinq/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AppError, fieldError, notFound } from './app-error.ts';

describe('AppError', () => {
  it('takes only a code of the catalogue (npm run typecheck checks the lines marked below)', () => {
    expectTypeOf(AppError).constructorParameters.toEqualTypeOf<
      [code: ErrorCode, options?: ConstructorParameters<typeof AppError>[1]]
    >();
    expectTypeOf<AppError['code']>().toEqualTypeOf<ErrorCode>();
    // @ts-expect-error: a code outside the catalogue is a type error.
    expect(() => new AppError('not_in_the_catalogue')).toThrow(TypeError);
    // @ts-expect-error: so is a Dutch text where the code belongs.
    expect(() => fieldError('liters', 'Vul liters in.')).toThrow(TypeError);
    // @ts-expect-error: and a status: the catalogue gives it.
    expect(() => new AppError(409, 'conflict')).toThrow(TypeError);
  });

  it('gets its status and text from the catalogue, or a more specific text from the domain', () => {
    const conflict = new AppError('conflict');
    expect(conflict).toMatchObject({
      statusCode: 409,
      code: 'conflict',
      message: 'Dit bestaat al of is intussen gewijzigd.',
    });
    expect(notFound(transactionMessages.notFound)).toMatchObject({
      statusCode: 404,
      code: 'not_found',
      message: 'Deze transactie bestaat niet (meer).',
    });
    expect(fieldError('fuel_type', 'fuel_not_sold')).toMatchObject({
      statusCode: 400,
      message: 'Deze brandstof is hier niet te tanken.',
      issues: [{ path: 'fuel_type', message: 'Deze brandstof is hier niet te tanken.' }],
    });
    expect(new AppError('rate_limited', { headers: { 'retry-after': '3' } }).headers).toEqual({
      'retry-after': '3',
    });
  });
});
