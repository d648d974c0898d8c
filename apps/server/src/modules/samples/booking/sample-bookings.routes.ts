import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingIdBodySchema,
  errorResponseSchema,
  SAMPLE_IO_API,
  sampleBookingListSchema,
  sampleBookingSchema,
  sampleIdQuerySchema,
  saveBookingRequestSchema,
} from '@biocloud/contracts';
import { sampleCaller } from '../sample-access';
import type { SampleBookingsService } from './sample-bookings.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['samples'];

/** A sample's bookings (bookingList/:id), a new one (booking/:id) and its cancelling. */
export function sampleBookingsRoutes(deps: { bookings: SampleBookingsService }) {
  const { bookings } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      `${SAMPLE_IO_API}/getSampleBookings`,
      { schema: { tags, querystring: sampleIdQuerySchema, response: { 200: sampleBookingListSchema, ...errors } } },
      async (request) => bookings.list(sampleCaller(request), request.query.sampleId),
    );
    r.post(
      `${SAMPLE_IO_API}/saveSampleBooking`,
      { schema: { tags, body: saveBookingRequestSchema, response: { 200: sampleBookingSchema, ...errors } } },
      async (request) => bookings.book(sampleCaller(request), request.body),
    );
    r.post(
      `${SAMPLE_IO_API}/cancelSampleBooking`,
      {
        schema: {
          tags,
          body: bookingIdBodySchema,
          response: { 200: sampleBookingSchema, ...errors, 409: errorResponseSchema },
        },
      },
      async (request) => bookings.cancel(sampleCaller(request), request.body.bookingId),
    );
  };
}
