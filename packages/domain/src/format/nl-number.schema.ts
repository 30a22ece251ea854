import { z } from 'zod';
import { text } from '../common/text.ts';
import { parseDecimal, parseWholeNumber } from './nl-number.ts';

// The Dutch number parsers as zod steps, for form fields that hold text while the API takes numbers: a form
// schema pipes one of these into the API's own number schema, so browser and server share rule and message.

function numberText(parse: (text: string) => number | null, message: string) {
  return text().transform((value, context) => {
    const number = parse(value);
    if (number !== null && Number.isNaN(number)) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
}

/** Text read by parseDecimal ('45,2' → 45.2); blank is null; anything else gets `message`. */
export function decimalTextSchema(message: string) {
  return numberText(parseDecimal, message);
}

/** Text read by parseWholeNumber ('120.850' → 120850); blank is null; anything else gets `message`. */
export function wholeNumberTextSchema(message: string) {
  return numberText(parseWholeNumber, message);
}
