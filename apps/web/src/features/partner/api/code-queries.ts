import type { CheckCodeBody, RedeemCodeBody } from '@fuellinq/domain/codes/code.contract';
import { codeEndpoints } from '@fuellinq/domain/codes/code.endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Checks a code shown at the counter: a pass's QR code or a reward code. Changes nothing on the server. */
export function useCheckCode() {
  return useMutation({ mutationFn: (body: CheckCodeBody) => apiRequest(codeEndpoints.check, { body }) });
}

/** Redeems a reward code at one of the partner's stations; a second time is 409 code_used. */
export function useRedeemCode() {
  return useMutation({ mutationFn: (body: RedeemCodeBody) => apiRequest(codeEndpoints.redeem, { body }) });
}
