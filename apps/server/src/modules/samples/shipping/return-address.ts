import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  errorResponseSchema,
  returnAddressRequestSchema,
  returnAddressResponseSchema,
  SAMPLE_IO_API,
  type ReturnAddressRequest,
  type ReturnAddressResponse,
} from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import { enqueueAddressMail } from '../../mail/mail-outbox';
import { sampleCaller, type SampleCaller } from '../sample-access';
import { sampleNotFound } from '../sample-errors';
import { findOwnedSample, inTransaction, type SampleRecord } from '../samples.repository';

/** The e-mail kind (texts messages.mail.kinds.sampleReturnAddress). */
export const RETURN_ADDRESS_MAIL = 'sampleReturnAddress';

/**
 * A customer's return address for some of their samples: kept, and e-mailed to the lab (SAMPLE_LAB_EMAIL) in the
 * same transaction, so the lab hears of exactly the addresses stored. A sample not the caller's answers 404.
 */
export function createReturnAddressService(deps: { db: Kysely<DB>; labEmail: string | undefined }) {
  const { db, labEmail } = deps;
  return {
    async send(caller: SampleCaller, request: ReturnAddressRequest): Promise<ReturnAddressResponse> {
      const ids = [...new Set(request.sampleIds)];
      const samples: SampleRecord[] = [];
      for (const id of ids) {
        const sample = await findOwnedSample(db, { id: caller.id, isStaff: false }, id);
        if (!sample) throw sampleNotFound();
        samples.push(sample);
      }
      const fields = { name: request.name.trim(), phone: request.phone.trim(), address: request.address.trim() };
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('sample_return_addresses')
          .values({ user_id: caller.id, ...fields, sample_ids: ids })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (labEmail) {
          await enqueueAddressMail(trx, labEmail, RETURN_ADDRESS_MAIL, {
            customer: caller.name,
            ...fields,
            samples: samples.map((s) => `${s.number} ${s.title}`).join('\n'),
          });
        }
        return { id: row.id, mailed: Boolean(labEmail) };
      });
    },
  };
}
export type ReturnAddressService = ReturnType<typeof createReturnAddressService>;

/** POST returnSampleAddressEmail. */
export function returnAddressRoutes(deps: { returnAddress: ReturnAddressService }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      `${SAMPLE_IO_API}/returnSampleAddressEmail`,
      {
        schema: {
          tags: ['samples'],
          body: returnAddressRequestSchema,
          response: {
            200: returnAddressResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => deps.returnAddress.send(sampleCaller(request), request.body),
    );
  };
}
