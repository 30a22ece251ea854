import { z } from 'zod';
import { dutchIbanProblem, ibanProblemMessage, normalizeIban } from './iban.ts';

/** The sandbox consent form's choice for "another account": the IBAN is typed in then. */
export const OTHER_ACCOUNT = 'other';

/**
 * The sandbox bank's consent (approve): one of the offered accounts or another IBAN typed in, which must be
 * a Dutch IBAN of this bank. The output is the IBAN to send, cleaned.
 */
export function sandboxConsentFormSchema(bank: { name: string; iban_code: string }) {
  return z.object({ account: z.string(), other_iban: z.string() }).transform((values, context) => {
    const other = values.account === OTHER_ACCOUNT;
    const iban = normalizeIban(other ? values.other_iban : values.account);
    const problem = dutchIbanProblem(iban, bank.iban_code);
    if (problem) {
      context.addIssue({
        code: 'custom',
        path: [other ? 'other_iban' : 'account'],
        message: ibanProblemMessage(problem, bank.name),
      });
      return z.NEVER;
    }
    return { iban };
  });
}
export type SandboxConsentFormValues = z.input<ReturnType<typeof sandboxConsentFormSchema>>;
