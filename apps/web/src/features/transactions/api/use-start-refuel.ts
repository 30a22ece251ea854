import { transactionEndpoints } from '@fuellinq/domain/money/transaction.endpoints';
import { messageFor } from '@fuellinq/domain/errors/error-codes';
import { type StartTransactionBody, transactionMessages } from '@fuellinq/domain/money/transaction.contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { keyed, type KeyedWrite } from '../../../lib/idempotency-key.ts';
import { useOpenUrl } from '../../../lib/use-open-url.ts';

/** What a refuel needs besides the card: the station, and optionally the fuel and a maximum. */
export type RefuelRequest = Omit<StartTransactionBody, 'cardId'>;

/** The route itself is not there (an older server): not a refusal of this refuel. */
function routeMissing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 405) return true;
  return error.status === 404 && (error.code === '404' || error.message === messageFor('not_found'));
}

/** Spec §7: POST /api/transactions/start, falling back to POST /api/checkout/fuel with the same body. */
async function startRefuel({ body, idempotencyKey }: KeyedWrite<StartTransactionBody>) {
  try {
    return await apiRequest(transactionEndpoints.start, { body, idempotencyKey });
  } catch (error) {
    if (!routeMissing(error)) throw error;
    return apiRequest(transactionEndpoints.checkoutFuel, { body, idempotencyKey });
  }
}

/** Spec §8: 'Transactie starten mislukt' and why; spec §5's own text when the card is the problem. */
export function startFailureText(error: unknown): string {
  if (error instanceof ApiError && error.message === transactionMessages.chooseActiveCard) {
    return transactionMessages.chooseActiveCard;
  }
  return errorText(error, { headline: transactionMessages.startFailed });
}

/**
 * Nu tanken: starts a refuel with the active card at a station (one Idempotency-Key per press) and follows
 * the answer's `url`: the demo checkout, the payment provider, or a top-up first when the balance is low.
 * Without an active card it asks for one (spec §4, §5) and sends nothing.
 */
export function useStartRefuel() {
  const openUrl = useOpenUrl();
  const [failure, setFailure] = useState<string | null>(null);
  const [failureCode, setFailureCode] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: startRefuel });

  async function start(cardId: string | null | undefined, request: RefuelRequest): Promise<boolean> {
    setFailure(null);
    setFailureCode(null);
    if (!cardId) {
      setFailure(transactionMessages.chooseActiveCard);
      return false;
    }
    try {
      const { url } = await mutation.mutateAsync(keyed({ cardId, ...request }));
      openUrl(url);
      return true;
    } catch (error) {
      setFailure(startFailureText(error));
      setFailureCode(error instanceof ApiError ? error.code : null);
      return false;
    }
  }

  return {
    start,
    /** Sending, or on the way to the checkout. */
    busy: mutation.isPending || mutation.isSuccess,
    failure,
    /** The API's error code of the failure (a company card's `limit_exceeded`, say). */
    failureCode,
  };
}
