import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountProvidersSchema, type AccountProviders } from '@biocloud/contracts';

/** Which ways in have their provider configured, so the pages hide the others with a hint instead of failing. */
export function providersRoutes(providers: AccountProviders) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/v1/account/providers',
        { config: { public: true }, schema: { tags: ['account'], response: { 200: accountProvidersSchema } } },
        () => providers,
      );
  };
}
