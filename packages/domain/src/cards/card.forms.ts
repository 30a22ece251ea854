import { z } from 'zod';
import { CardLabelTextSchema } from './card.contract.ts';

/** Spec §5: a new prepaid card's optional label, trimmed ('' leaves the default to the server). */
export const PrepaidCardFormSchema = z.object({ label: CardLabelTextSchema });
export type PrepaidCardFormValues = z.input<typeof PrepaidCardFormSchema>;
