import { z } from 'zod';

export const ErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;

/** The one shape of every error the API returns. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(ErrorIssueSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
