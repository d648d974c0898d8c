import { z } from 'zod';

/*
 * Hand-overs to partner services (spec 000/001 outside the layout): jumpv1/:url/:jsonString/:method builds a request
 * to an allow-listed origin, jumpv3/:key opens a configured link by key. The server checks and builds; the page only
 * performs what it was answered, so no address from a URL is ever followed unchecked.
 */

/** Why a hand-over was refused: each has a text `errors.<code>` the refusal page shows. */
export const JUMP_ERROR_CODES = [
  'JUMP_BAD_URL',
  'JUMP_NOT_ALLOWED',
  'JUMP_BAD_PARAMS',
  'JUMP_BAD_METHOD',
  'JUMP_LINK_UNKNOWN',
] as const;

export const JUMP_METHODS = ['GET', 'POST'] as const;
export type JumpMethod = (typeof JUMP_METHODS)[number];

/** Longest address and parameter text a jumpv1 URL may carry (browsers and proxies cut longer URLs anyway). */
export const JUMP_LIMITS = { urlChars: 2048, paramsChars: 4096, params: 50 } as const;

export const jumpHandoverQuerySchema = z.object({
  url: z.string().max(JUMP_LIMITS.urlChars),
  params: z.string().max(JUMP_LIMITS.paramsChars),
  method: z.string().max(10),
});
export type JumpHandoverQuery = z.infer<typeof jumpHandoverQuerySchema>;

/** GET: open `action` (parameters already in its query). POST: submit `fields` to `action` as a form. */
export const jumpHandoverSchema = z.object({
  method: z.enum(JUMP_METHODS),
  action: z.string(),
  origin: z.string(),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type JumpHandover = z.infer<typeof jumpHandoverSchema>;
export const jumpHandoverResponseSchema = z.object({ data: jumpHandoverSchema });

export const jumpLinkParamsSchema = z.object({ key: z.string().max(40) });
/** A configured link: an address of another site, or a path of this one (`{locale}` filled by the page). */
export const jumpLinkResponseSchema = z.object({ data: z.object({ key: z.string(), url: z.string() }) });
export type JumpLink = z.infer<typeof jumpLinkResponseSchema>['data'];
