import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import {
  isSampleEditable,
  isErrorCode,
  sampleDraftRowSchema,
  sampleRowProblems,
  sampleRowsMissing,
  SAMPLE_EDITABLE_STATUSES,
  SAMPLE_ROWS_MAX,
  type ContractInformation,
  type ReturnSample,
  type SampleDraftRow,
  type SampleErrorCode,
  type SampleOverview,
  type SampleType,
} from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { inTransaction } from './samples.repository';
import { notEditable, rowsInvalid, sampleNotFound, type RowProblem } from './sample-errors';

/*
 * The information sheet of a sample and its detail rows (one per tube). Rows are written only while the sample is a
 * draft, checked again here whatever way they came (the sheet form, the spreadsheet import), in one transaction with
 * the sample row locked so a submit cannot slip in between.
 */

type Db = Kysely<DB>;
type RowRecord = Selectable<DB['sample_rows']>;

/** Rows per INSERT: 14 columns each stays far below PostgreSQL's 65535 parameters. */
const INSERT_CHUNK = 500;

export function rowFromRecord(r: RowRecord): SampleDraftRow {
  return {
    sampleName: r.sample_name ?? '',
    tubeLabel: r.tube_label,
    species: r.species,
    tissue: r.tissue,
    concentration: r.concentration,
    volume: r.volume,
    od260280: r.od260280,
    od260230: r.od260230,
    rin: r.rin,
    constructionType: r.construction_type,
    dataSize: r.data_size,
    remark: r.remark,
  };
}

function recordFromRow(sampleId: string, position: number, r: SampleDraftRow): Insertable<DB['sample_rows']> {
  return {
    sample_id: sampleId,
    position,
    sample_name: r.sampleName === '' ? null : r.sampleName,
    tube_label: r.tubeLabel,
    species: r.species,
    tissue: r.tissue,
    concentration: r.concentration,
    volume: r.volume,
    od260280: r.od260280,
    od260230: r.od260230,
    rin: r.rin,
    construction_type: r.constructionType,
    data_size: r.dataSize,
    remark: r.remark,
  };
}

/**
 * Each row parsed by the contracts' draft schema (a draft's rows may leave name and construction empty; `complete`
 * asks for them, as a spreadsheet import does), and the rules across rows for the sheet's sample type.
 */
function checkRows(
  rows: readonly unknown[],
  sampleType: SampleType,
  offset: number,
  before: readonly SampleDraftRow[],
  complete: boolean,
) {
  const problems: RowProblem[] = [];
  const parsed: SampleDraftRow[] = [];
  rows.forEach((row, index) => {
    const result = sampleDraftRowSchema.safeParse(row);
    if (result.success) parsed.push(result.data);
    else {
      for (const issue of result.error.issues) {
        const code: SampleErrorCode = isErrorCode(issue.message)
          ? (issue.message as SampleErrorCode)
          : 'SAMPLE_CHOICE_INVALID';
        problems.push({ row: offset + index, field: String(issue.path[0] ?? ''), code });
      }
    }
  });
  if (problems.length === 0) {
    if (complete) problems.push(...sampleRowsMissing(parsed).map((p) => ({ ...p, row: offset + p.row })));
    // Only the new rows can break a rule: the rows before passed it when they were written.
    problems.push(...sampleRowProblems([...before, ...parsed], sampleType).filter((p) => p.row >= before.length));
  }
  if (offset + rows.length > SAMPLE_ROWS_MAX) {
    problems.push({ row: SAMPLE_ROWS_MAX, field: 'sampleName', code: 'SAMPLE_ROWS_TOO_MANY' });
  }
  if (problems.length > 0) throw rowsInvalid(problems);
  return parsed;
}

/**
 * Writes detail rows of a draft sample in one transaction (the caller's, if `db` is one): `replace` drops the rows it
 * had, else the new rows come after them. Every row is checked again by the contracts' rules (a field's own rule; the
 * name and construction only when `complete`, a draft's rows may lack them; names unique in the sheet, constructions the sample type allows, SAMPLE_ROWS_MAX); a problem anywhere refuses the
 * whole set (VALIDATION_ERROR with each row, field and code) and nothing is written. Answers the sheet's row count.
 * For the sheet form and the spreadsheet import (modules/samples/import).
 */
export async function insertSampleRows(
  db: Db,
  input: { sampleId: string; rows: readonly unknown[]; replace: boolean; complete?: boolean },
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const sample = await trx
      .selectFrom('samples')
      .select(['id', 'status', 'sample_type'])
      .where('id', '=', input.sampleId)
      .forUpdate()
      .executeTakeFirst();
    if (!sample) throw sampleNotFound();
    if (!isSampleEditable(sample.status)) throw notEditable();
    const before = input.replace
      ? []
      : (
          await trx
            .selectFrom('sample_rows')
            .selectAll()
            .where('sample_id', '=', sample.id)
            .orderBy('position')
            .execute()
        ).map(rowFromRecord);
    const rows = checkRows(input.rows, sample.sample_type, before.length, before, input.complete ?? false);
    if (input.replace) await trx.deleteFrom('sample_rows').where('sample_id', '=', sample.id).execute();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      await trx
        .insertInto('sample_rows')
        .values(chunk.map((row, i) => recordFromRow(sample.id, before.length + start + i, row)))
        .execute();
    }
    await trx
      .updateTable('samples')
      .set({ updated_at: sql`now()` })
      .where('id', '=', sample.id)
      .execute();
    return before.length + rows.length;
  });
}

export interface SheetFields {
  sampleType: SampleType;
  contractInformation: ContractInformation;
  overview: SampleOverview;
  isDownLoad: boolean;
  isAnalysisPlan: boolean;
  batchNum: string;
  poNumber: string;
  rtnSample: ReturnSample;
}

export function createSampleSheetsRepository(db: Db) {
  return {
    async find(sampleId: string) {
      const [sheet, rows] = await Promise.all([
        db.selectFrom('sample_sheets').selectAll().where('sample_id', '=', sampleId).executeTakeFirst(),
        db.selectFrom('sample_rows').selectAll().where('sample_id', '=', sampleId).orderBy('position').execute(),
      ]);
      return { sheet: sheet ?? null, rows: rows.map(rowFromRecord) };
    },

    /** The sheet's fields and all its rows at once (saveSampleInformation), only while the sample is a draft. */
    async save(sampleId: string, fields: SheetFields, rows: readonly SampleDraftRow[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        const values = {
          contract_information: JSON.stringify(fields.contractInformation),
          overview: JSON.stringify(fields.overview),
          is_download: fields.isDownLoad,
          is_analysis_plan: fields.isAnalysisPlan,
          batch_num: fields.batchNum,
          po_number: fields.poNumber,
          rtn_sample: fields.rtnSample,
          updated_at: sql<Date>`now()`,
        };
        // The type first: the rows are checked against the constructions it allows.
        const changed = await trx
          .updateTable('samples')
          .set({ sample_type: fields.sampleType, updated_at: sql`now()` })
          .where('id', '=', sampleId)
          .where('status', 'in', [...SAMPLE_EDITABLE_STATUSES])
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw notEditable();
        await trx
          .insertInto('sample_sheets')
          .values({ sample_id: sampleId, ...values })
          .onConflict((oc) => oc.column('sample_id').doUpdateSet(values))
          .execute();
        await insertSampleRows(trx, { sampleId, rows, replace: true });
      });
    },
  };
}

export type SampleSheetsRepository = ReturnType<typeof createSampleSheetsRepository>;
