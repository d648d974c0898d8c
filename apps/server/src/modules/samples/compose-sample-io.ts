import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import type { TextBundles } from '../content/text-files';
import { createSampleBookingsService } from './booking/sample-bookings.service';
import { createCustomerListService } from './customers/customer-list';
import { createSampleSheetWorkbook } from './import/sample-sheet-workbook';
import { createSampleTemplatesRepository } from './import/sample-templates.repository';
import { createSampleTemplatesService } from './import/sample-templates.service';
import { createSheetImportService } from './import/sheet-import.service';
import { createSampleDocumentFiles } from './reports/sample-document-files';
import { createSampleDocumentsRepository } from './reports/sample-documents.repository';
import { createSampleReportsService } from './reports/sample-reports.service';
import { createExpressService } from './shipping/express.service';
import { createKuaidi100Client } from './shipping/kuaidi100-client';
import { createReturnAddressService } from './shipping/return-address';

/** The services of sample templates and import, documents and courier tracking (issue 17 items 3-6). */
export function composeSampleIo(deps: { config: Config; db: Kysely<DB>; texts: TextBundles }) {
  const { config, db, texts } = deps;
  const trackingClient =
    config.EXPRESS_CUSTOMER && config.EXPRESS_KEY
      ? createKuaidi100Client({
          endpoint: config.EXPRESS_ENDPOINT,
          customer: config.EXPRESS_CUSTOMER,
          key: config.EXPRESS_KEY,
        })
      : null;
  return {
    sheetImport: createSheetImportService({ db, sheets: createSampleSheetWorkbook(texts) }),
    templates: createSampleTemplatesService({ db, templates: createSampleTemplatesRepository(db) }),
    reports: createSampleReportsService({
      db,
      documents: createSampleDocumentsRepository(db),
      files: createSampleDocumentFiles(path.join(config.VAR_DIR, 'sample-documents')),
      texts,
    }),
    express: createExpressService({ db, client: trackingClient }),
    bookings: createSampleBookingsService({ db }),
    customers: createCustomerListService({ db }),
    returnAddress: createReturnAddressService({ db, labEmail: config.SAMPLE_LAB_EMAIL }),
    labAddress: config.SAMPLE_LAB,
  };
}
export type SampleIoServices = ReturnType<typeof composeSampleIo>;
