import { createHash } from 'node:crypto';
import { expressStateSchema, type ExpressEvent, type ExpressState } from '@biocloud/contracts';

export interface Kuaidi100Config {
  /** https://poll.kuaidi100.com/poll/query.do in production; the tests' local server otherwise. */
  endpoint: string;
  /** The account's `customer` id and its authorization key. */
  customer: string;
  key: string;
}

export interface ExpressTrack {
  state: ExpressState;
  /** Newest first. */
  events: ExpressEvent[];
}

export class ExpressQueryError extends Error {}

/** A stuck provider fails the query (the page says so) rather than holding the request. */
const TIMEOUT_MS = 10_000;

/** Kuaidi100's `state` codes, in its documented numbering. */
const STATES: Record<string, ExpressState> = {
  '0': 'inTransit',
  '1': 'collected',
  '2': 'problem',
  '3': 'delivered',
  '4': 'returnedDelivered',
  '5': 'delivering',
  '6': 'returning',
  '7': 'forwarded',
  '8': 'customs',
  '14': 'refused',
};

/** sign = upper-case hex MD5 of param + key + customer, as Kuaidi100 documents it. */
export function kuaidi100Sign(param: string, key: string, customer: string): string {
  return createHash('md5')
    .update(param + key + customer, 'utf8')
    .digest('hex')
    .toUpperCase();
}

interface QueryAnswer {
  result?: boolean;
  returnCode?: string;
  message?: string;
  status?: string;
  state?: string;
  data?: { ftime?: string; time?: string; context?: string; areaName?: string; location?: string }[];
}

/**
 * Kuaidi100's real-time query (poll/query.do): a form POST of customer, sign and param (JSON with the company code
 * `com` and number `num`; `phone` for couriers that ask for the receiver's number, such as SF).
 */
export function createKuaidi100Client(config: Kuaidi100Config, fetchImpl: typeof fetch = fetch) {
  return {
    async query(input: { company: string; number: string; phone?: string }): Promise<ExpressTrack> {
      const param = JSON.stringify({
        com: input.company,
        num: input.number,
        ...(input.phone && { phone: input.phone }),
        resultv2: '1',
        show: '0',
        order: 'desc',
      });
      const body = new URLSearchParams({
        customer: config.customer,
        sign: kuaidi100Sign(param, config.key, config.customer),
        param,
      });
      let response: Response;
      try {
        response = await fetchImpl(config.endpoint, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        throw new ExpressQueryError(`Kuaidi100 unreachable: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => ({}))) as QueryAnswer;
      // A success carries status "200"; a refusal (bad sign, unknown number) result false and a returnCode.
      if (!response.ok || answer.status !== '200') {
        throw new ExpressQueryError(
          `Kuaidi100 answered ${response.status} ${answer.returnCode ?? ''}: ${answer.message ?? ''}`,
        );
      }
      const state = STATES[answer.state ?? ''];
      return {
        state: state ?? expressStateSchema.enum.unknown,
        events: (answer.data ?? []).map((e) => ({
          time: e.ftime ?? e.time ?? '',
          context: e.context ?? '',
          ...((e.location ?? e.areaName) && { location: e.location ?? e.areaName }),
        })),
      };
    },
  };
}
export type ExpressClient = ReturnType<typeof createKuaidi100Client>;
