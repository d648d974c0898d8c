// Imported on demand by the API client (api-client.ts), so the schema and zod stay off the first load.
export { errorResponseSchema } from '@biocloud/contracts';
