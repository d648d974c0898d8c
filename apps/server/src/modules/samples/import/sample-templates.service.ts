import type { Kysely } from 'kysely';
import { isUuid, type SampleTemplate, type SaveSampleTemplateRequest } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import type { SampleCaller } from '../sample-access';
import { sampleNotFound, templateNotFound } from '../sample-errors';
import { createSampleSheetsRepository } from '../sample-sheets.repository';
import { findOwnedSample } from '../samples.repository';
import type { SampleTemplatesRepository } from './sample-templates.repository';

/** Templates are the caller's own; one saved from a sheet keeps that sheet's rows (a sheet the caller may see). */
export function createSampleTemplatesService(deps: { db: Kysely<DB>; templates: SampleTemplatesRepository }) {
  const { db, templates } = deps;
  const sheets = createSampleSheetsRepository(db);
  return {
    list: (caller: SampleCaller) => templates.list(caller.id),

    async save(caller: SampleCaller, request: SaveSampleTemplateRequest): Promise<SampleTemplate> {
      let rows: Awaited<ReturnType<typeof sheets.find>>['rows'] = [];
      if (request.sampleId !== undefined) {
        const sample = await findOwnedSample(db, caller, request.sampleId);
        if (!sample) throw sampleNotFound();
        rows = (await sheets.find(sample.id)).rows;
      }
      return templates.save(caller.id, { name: request.sampleTempleName, sampleType: request.sampleType, rows });
    },

    async remove(caller: SampleCaller, templateId: string): Promise<void> {
      if (!isUuid(templateId) || !(await templates.delete(caller.id, templateId))) throw templateNotFound();
    },
  };
}
export type SampleTemplatesService = ReturnType<typeof createSampleTemplatesService>;
