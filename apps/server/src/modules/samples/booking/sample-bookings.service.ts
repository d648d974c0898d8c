import type { Kysely, Selectable } from 'kysely';
import { bookingToday, isUuid, type SampleBooking, type SaveBookingBody } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { SampleCaller } from '../sample-access';
import { sampleNotFound } from '../sample-errors';
import { findOwnedSample } from '../samples.repository';

type BookingRow = Selectable<DB['sample_bookings']>;

/*
 * The day a booking names is refused when it is over everywhere: today in UTC-12 (Etc/GMT+12, the last zone to
 * leave a day), so a customer in any zone may book for their own today.
 */
const LATEST_ZONE = 'Etc/GMT+12';

const fieldRefused = (field: string, code: 'BOOKING_DATE_PAST' | 'BOOKING_ADDRESS_REQUIRED') =>
  new AppError('VALIDATION_ERROR', 400, {}, [{ path: `/${field}`, code }]);

function toBooking(row: BookingRow): SampleBooking {
  const day = row.booking_date;
  return {
    bookingId: row.id,
    sampleId: row.sample_id,
    kind: row.kind,
    // A date column comes back as local midnight; its calendar day is what was booked.
    bookingDate: `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`,
    address: row.address,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    sampleCount: row.sample_count,
    remark: row.remark,
    status: row.status,
    createTime: row.created_at.toISOString(),
  };
}

/** Pickups and sequencing slots booked for a sample: its owner books and cancels, staff see and cancel every one. */
export function createSampleBookingsService(deps: { db: Kysely<DB>; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownedSample(caller: SampleCaller, sampleId: string) {
    const sample = await findOwnedSample(db, caller, sampleId);
    if (!sample) throw sampleNotFound();
    return sample;
  }

  return {
    async list(caller: SampleCaller, sampleId: string): Promise<SampleBooking[]> {
      await ownedSample(caller, sampleId);
      const rows = await db
        .selectFrom('sample_bookings')
        .selectAll()
        .where('sample_id', '=', sampleId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toBooking);
    },

    async book(caller: SampleCaller, request: SaveBookingBody): Promise<SampleBooking> {
      await ownedSample(caller, request.sampleId);
      if (request.bookingDate < bookingToday(now(), LATEST_ZONE))
        throw fieldRefused('bookingDate', 'BOOKING_DATE_PAST');
      const address = request.address.trim();
      if (request.kind === 'pickup' && address === '') throw fieldRefused('address', 'BOOKING_ADDRESS_REQUIRED');
      const row = await db
        .insertInto('sample_bookings')
        .values({
          sample_id: request.sampleId,
          kind: request.kind,
          booking_date: request.bookingDate,
          address,
          contact_name: request.contactName.trim(),
          contact_phone: request.contactPhone.trim(),
          sample_count: request.sampleCount,
          remark: request.remark.trim(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBooking(row);
    },

    async cancel(caller: SampleCaller, bookingId: string): Promise<SampleBooking> {
      const row = isUuid(bookingId)
        ? await db.selectFrom('sample_bookings').selectAll().where('id', '=', bookingId).executeTakeFirst()
        : undefined;
      // Another customer's booking is answered like one that never existed.
      if (!row || !(await findOwnedSample(db, caller, row.sample_id))) throw new AppError('BOOKING_NOT_FOUND', 404);
      if (row.status === 'cancelled') throw new AppError('BOOKING_CANCELLED', 409);
      const updated = await db
        .updateTable('sample_bookings')
        .set({ status: 'cancelled' })
        .where('id', '=', bookingId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBooking(updated);
    },
  };
}
export type SampleBookingsService = ReturnType<typeof createSampleBookingsService>;
