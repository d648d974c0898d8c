import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAMPLE_IO_API, type SampleBooking, type SaveBookingRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys } from '../api/sample-keys';

/** GET getSampleBookings: a sample's pickups and slots, newest first. */
export const sampleBookingsQueryOptions = (sampleId: string) =>
  queryOptions({
    queryKey: sampleKeys.part(sampleId, 'bookings'),
    queryFn: ({ signal }) =>
      api.get<SampleBooking[]>(`${SAMPLE_IO_API}/getSampleBookings`, { query: { sampleId }, signal }),
  });

export const useSampleBookings = (sampleId: string) => useQuery(sampleBookingsQueryOptions(sampleId));

function useBookingMutation<V>(sampleId: string, call: (vars: V) => Promise<SampleBooking>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: sampleBookingsQueryOptions(sampleId).queryKey }),
  });
}

/** POST saveSampleBooking. */
export const useBookSample = (sampleId: string) =>
  useBookingMutation(sampleId, (body: SaveBookingRequest) =>
    api.post<SampleBooking>(`${SAMPLE_IO_API}/saveSampleBooking`, body),
  );

/** POST cancelSampleBooking. */
export const useCancelBooking = (sampleId: string) =>
  useBookingMutation(sampleId, (bookingId: string) =>
    api.post<SampleBooking>(`${SAMPLE_IO_API}/cancelSampleBooking`, { bookingId }),
  );

/** Today in the browser's zone as YYYY-MM-DD: the earliest day the date input offers. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
