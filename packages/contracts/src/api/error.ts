import { z } from 'zod';
import { errorCodeSchema } from './error-codes';

/** Every error answer: a stable code the web app maps to a text, and a message in the request's locale. */
export const errorResponseSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
