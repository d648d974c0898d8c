import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  LAB_ADDRESS_PATH,
  labAddressSchema,
  type LabAddress,
  type Locale,
} from '@biocloud/contracts';
import { requestLocale } from '../../../http/request-locale';

/** GET labAddress: where customers send samples (instance configuration), in the caller's language. */
export function labAddressRoutes(deps: { labAddress: Record<Locale, LabAddress> }) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        LAB_ADDRESS_PATH,
        { schema: { tags: ['samples'], response: { 200: labAddressSchema, 401: errorResponseSchema } } },
        async (request) => deps.labAddress[requestLocale(request)],
      );
  };
}
