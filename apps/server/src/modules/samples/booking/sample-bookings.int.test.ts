/**
 * Bookings of a sample (issue 17 item 6): the owner books a pickup or a slot with every field checked beside its
 * field, lists and cancels them; another customer gets 404 on every call; staff see and cancel every sample's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sample, SampleBooking } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../../test/file-api';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { staffClient } from '../../projects/test-support/project-clients';
import { createSample } from '../test-support/sample-clients';

let server: TestServer;
let owner: FileClient;
let stranger: FileClient;
let staff: FileClient;
let sample: Sample;

const API = '/api/v1/sampleInformation';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pickup = (extra: Record<string, unknown> = {}) => ({
  sampleId: sample.sampleId,
  kind: 'pickup',
  bookingDate: day(3),
  address: '1 Lab Road, Shenzhen',
  contactName: 'Li Lei',
  contactPhone: '13800138000',
  sampleCount: 12,
  remark: 'Dry ice',
  ...extra,
});
const paths = (body: { details?: unknown }) =>
  (body.details as { path: string; code: string }[]).map((d) => `${d.path} ${d.code}`).sort();

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger, staff] = [await loggedIn(server), await loggedIn(server), await staffClient(server)];
  sample = await createSample(owner, 'Booked sample');
});
afterAll(async () => server?.close());

describe('sample bookings', () => {
  it('books a pickup, lists it newest first and cancels it once', async () => {
    const booked = await owner.post<SampleBooking>(`${API}/saveSampleBooking`, pickup());
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ kind: 'pickup', bookingDate: day(3), sampleCount: 12, status: 'booked' });
    const slot = await owner.post<SampleBooking>(`${API}/saveSampleBooking`, pickup({ kind: 'slot', address: '' }));
    expect(slot.status).toBe(200);

    const list = await owner.get<SampleBooking[]>(`${API}/getSampleBookings?sampleId=${sample.sampleId}`);
    expect(list.body.map((b) => b.kind)).toEqual(['slot', 'pickup']);

    const cancelled = await owner.post<SampleBooking>(`${API}/cancelSampleBooking`, {
      bookingId: booked.body.bookingId,
    });
    expect(cancelled.body.status).toBe('cancelled');
    const again = await owner.post(`${API}/cancelSampleBooking`, { bookingId: booked.body.bookingId });
    expect([again.status, again.body.code]).toEqual([409, 'BOOKING_CANCELLED']);
  });

  it('refuses each bad field beside it by its code and keeps nothing', async () => {
    const before = (await owner.get<SampleBooking[]>(`${API}/getSampleBookings?sampleId=${sample.sampleId}`)).body;
    const bad = await owner.post(
      `${API}/saveSampleBooking`,
      pickup({ bookingDate: 'soon', contactName: ' ', contactPhone: 'call me', sampleCount: 0 }),
    );
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual([
      '/bookingDate BOOKING_DATE_INVALID',
      '/contactName INPUT_EMPTY',
      '/contactPhone PHONE_INVALID',
      '/sampleCount BOOKING_COUNT_INVALID',
    ]);
    const past = await owner.post(`${API}/saveSampleBooking`, pickup({ bookingDate: day(-3) }));
    expect(paths(past.body)).toEqual(['/bookingDate BOOKING_DATE_PAST']);
    const noAddress = await owner.post(`${API}/saveSampleBooking`, pickup({ address: '  ' }));
    expect(paths(noAddress.body)).toEqual(['/address BOOKING_ADDRESS_REQUIRED']);
    const after = (await owner.get<SampleBooking[]>(`${API}/getSampleBookings?sampleId=${sample.sampleId}`)).body;
    expect(after).toHaveLength(before.length);
  });

  it('answers 404 to another customer on every call and changes nothing', async () => {
    const booking = (await owner.post<SampleBooking>(`${API}/saveSampleBooking`, pickup())).body;
    const calls = [
      await stranger.get(`${API}/getSampleBookings?sampleId=${sample.sampleId}`),
      await stranger.post(`${API}/saveSampleBooking`, pickup()),
      await stranger.post(`${API}/cancelSampleBooking`, { bookingId: booking.bookingId }),
    ];
    expect(calls.map((c) => c.status)).toEqual([404, 404, 404]);
    const list = (await owner.get<SampleBooking[]>(`${API}/getSampleBookings?sampleId=${sample.sampleId}`)).body;
    expect(list.find((b) => b.bookingId === booking.bookingId)?.status).toBe('booked');
  });

  it('lets staff see and cancel a customer booking', async () => {
    const booking = (await owner.post<SampleBooking>(`${API}/saveSampleBooking`, pickup())).body;
    const seen = await staff.get<SampleBooking[]>(`${API}/getSampleBookings?sampleId=${sample.sampleId}`);
    expect(seen.body.map((b) => b.bookingId)).toContain(booking.bookingId);
    const cancelled = await staff.post<SampleBooking>(`${API}/cancelSampleBooking`, { bookingId: booking.bookingId });
    expect(cancelled.body.status).toBe('cancelled');
  });
});
