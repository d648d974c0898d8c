import type { Kysely } from 'kysely';
import type { ExpressInfo, LogisticsCompany } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { SampleCaller } from '../sample-access';
import { sampleNotFound } from '../sample-errors';
import { findOwnedSample } from '../samples.repository';
import { ExpressQueryError, type ExpressClient } from './kuaidi100-client';

/** The send dialog's companies as Kuaidi100 codes them; `other` has no carrier to ask. */
const KUAIDI100_CODES: Record<LogisticsCompany, string | null> = {
  sf: 'shunfeng',
  ems: 'ems',
  jd: 'jd',
  zto: 'zhongtong',
  yto: 'yuantong',
  sto: 'shentong',
  yunda: 'yunda',
  dhl: 'dhl',
  fedex: 'fedex',
  ups: 'ups',
  other: null,
};

/**
 * Courier tracking of a sent sample (getExpressInformation). Without a configured client the answer says so with the
 * company and number the customer entered (walkthrough M4): the page says live tracking is not available and shows
 * them, and offers no link to a carrier's tracking page (those pages change their addresses and several want a
 * captcha or the receiver's phone digits, so a link could not be kept working).
 */
export function createExpressService(deps: { db: Kysely<DB>; client: ExpressClient | null }) {
  const { db, client } = deps;
  return {
    async information(caller: SampleCaller, sampleId: string): Promise<ExpressInfo> {
      const sample = await findOwnedSample(db, caller, sampleId);
      if (!sample) throw sampleNotFound();
      if (client === null) {
        return {
          configured: false,
          courierNumber: sample.courier_number,
          logisticsCompany: sample.logistics_company,
        };
      }
      const company = sample.logistics_company ? KUAIDI100_CODES[sample.logistics_company] : null;
      if (!sample.courier_number || !company) throw new AppError('EXPRESS_NOT_SENT', 409);
      try {
        const track = await client.query({ company, number: sample.courier_number });
        return {
          configured: true,
          courierNumber: sample.courier_number,
          logisticsCompany: sample.logistics_company!,
          ...track,
        };
      } catch (error) {
        if (error instanceof ExpressQueryError) throw new AppError('EXPRESS_QUERY_FAILED', 502);
        throw error;
      }
    },
  };
}
export type ExpressService = ReturnType<typeof createExpressService>;
