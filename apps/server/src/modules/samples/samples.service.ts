import {
  constructionTypesFor,
  isSampleDeletable,
  isSampleEditable,
  isSampleSubmitted,
  SAMPLE_DELETABLE_STATUSES,
  type ContractInformation,
  type CreateSampleRequest,
  type EditSampleRequest,
  type SampleDetailResponse,
  type SampleInformation,
  type SampleListRequest,
  type SampleListResponse,
  type SampleStatus,
  type SampleType,
  type SaveSampleInformationRequest,
  type SendSampleRequest,
} from '@biocloud/contracts';
import type { Database } from '../../db/database';
import { displayName } from '../users/display-name';
import type { SampleCaller } from './sample-access';
import { toSample, toSampleEvent } from './sample-dto';
import {
  moveRefused,
  notDeletable,
  notEditable,
  projectNotOwners,
  sampleNotFound,
  sheetEmpty,
  templateNotFound,
} from './sample-errors';
import { createSampleTemplatesRepository } from './import/sample-templates.repository';
import { createSampleSheetsRepository, insertSampleRows } from './sample-sheets.repository';
import {
  createSamplesRepository,
  findOwnedSample,
  inTransaction,
  moveSample,
  type SampleRecord,
} from './samples.repository';
import { createSampleLinksRepository } from './sample-links.repository';

/*
 * The rules of samples (issue 17 items 1, 2, 7, 8): what the owner and staff may see and do, each checked here
 * whatever the web app showed. A sample the caller may not see answers SAMPLE_NOT_FOUND, as one that never was.
 */

export function createSamplesService(deps: { db: Database }) {
  const { db } = deps;
  const repo = createSamplesRepository(db);
  const sheets = createSampleSheetsRepository(db);
  const links = createSampleLinksRepository(db);
  const templates = createSampleTemplatesRepository(db);

  async function visible(caller: SampleCaller, sampleId: string): Promise<SampleRecord> {
    const row = await findOwnedSample(db, caller, sampleId);
    if (!row) throw sampleNotFound();
    return row;
  }

  /** Visible, and the caller owns it: the customer's own changes (staff see others' samples, never edit them). */
  async function owned(caller: SampleCaller, sampleId: string): Promise<SampleRecord> {
    const row = await visible(caller, sampleId);
    if (row.owner_id !== caller.id) throw sampleNotFound();
    return row;
  }

  return {
    visible,

    async list(caller: SampleCaller, query: SampleListRequest): Promise<SampleListResponse> {
      // Only staff have the all-customers view; anyone else asking for it gets their own list.
      const ownerId = query.allCustomers && caller.isStaff ? null : caller.id;
      const { rows, total } = await repo.list(ownerId, query);
      return {
        list: rows.map((row) => toSample(row, caller)),
        pageNow: query.pageNow,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /** A new draft; from one of the caller's templates, its sheet starts with the template's rows (one transaction). */
    async create(caller: SampleCaller, body: CreateSampleRequest) {
      const templateRows = body.templateId === undefined ? [] : await templates.rows(caller.id, body.templateId);
      if (templateRows === null) throw templateNotFound();
      const row = await inTransaction(db, async (trx) => {
        const created = await createSamplesRepository(trx).insert({
          ownerId: caller.id,
          ownerName: caller.name,
          title: body.title.trim(),
          description: body.description,
          sampleType: body.sampleType,
        });
        if (templateRows.length === 0) return created;
        // Checked again against the chosen type: a template's constructions may not suit another kind of sample.
        const rowCount = await insertSampleRows(trx, { sampleId: created.id, rows: templateRows, replace: true });
        return { ...created, row_count: rowCount };
      });
      return toSample(row, caller);
    },

    async detail(caller: SampleCaller, sampleId: string): Promise<SampleDetailResponse> {
      const row = await visible(caller, sampleId);
      const project = row.project_id ? await links.projectOf(row.project_id) : null;
      return { sample: toSample(row, caller), project };
    },

    async edit(caller: SampleCaller, sampleId: string, body: EditSampleRequest) {
      const row = await owned(caller, sampleId);
      if (
        !isSampleEditable(row.status) ||
        !(await repo.edit(row.id, row.status, { ...body, title: body.title.trim() }))
      ) {
        throw notEditable();
      }
      return toSample(await visible(caller, sampleId), caller);
    },

    async remove(caller: SampleCaller, sampleId: string) {
      const row = await owned(caller, sampleId);
      // Checked again in the delete itself, in case the sample is sent meanwhile.
      if (!isSampleDeletable(row.status) || !(await repo.delete(row.id, SAMPLE_DELETABLE_STATUSES))) {
        throw notDeletable();
      }
      return { deleted: true as const };
    },

    async send(caller: SampleCaller, body: SendSampleRequest) {
      const row = await owned(caller, body.sampleId);
      const moved = await moveSample(db, {
        sampleId: row.id,
        to: 'sent',
        byUserId: caller.id,
        set: { courier_number: body.courierNumber, logistics_company: body.logisticsCompany, sent_at: new Date() },
      });
      return toSample(moved, caller);
    },

    /** A plain move (submit, take back, cancel, and the staff's): sending has its own call with the courier. */
    async move(caller: SampleCaller, sampleId: string, to: SampleStatus, note: string) {
      const row = await visible(caller, sampleId);
      if (to === 'sent') throw moveRefused(row.status, to);
      if (to === 'submitted' && row.row_count === 0) throw sheetEmpty();
      return toSample(await moveSample(db, { sampleId: row.id, to, byUserId: caller.id, note }), caller);
    },

    async process(caller: SampleCaller, sampleId: string) {
      const row = await visible(caller, sampleId);
      return { events: (await repo.events(row.id)).map(toSampleEvent) };
    },

    /** Staff link a sample to one of its customer's projects (or unlink it). */
    async linkProject(caller: SampleCaller, sampleId: string, projectBaseId: string | null) {
      const row = await visible(caller, sampleId);
      if (!caller.isStaff) throw sampleNotFound();
      if (projectBaseId !== null && !(await links.customerSeesProject(row.owner_id, projectBaseId))) {
        throw projectNotOwners();
      }
      await repo.setProject(row.id, projectBaseId);
      return this.detail(caller, sampleId);
    },

    async information(caller: SampleCaller, sampleId: string): Promise<SampleInformation> {
      const row = await visible(caller, sampleId);
      const { sheet, rows } = await sheets.find(row.id);
      return {
        sampleId: row.id,
        title: row.title,
        status: row.status,
        sampleType: row.sample_type,
        contractInformation: sheet?.contract_information ?? null,
        sampleInformationOverview: sheet?.overview ?? null,
        detailSampleInformationList: rows,
        isEdit: row.owner_id === caller.id && isSampleEditable(row.status),
        isSubmit: isSampleSubmitted(row.status),
        isDownLoad: sheet?.is_download ?? false,
        isAnalysisPlan: sheet?.is_analysis_plan ?? false,
        informationSingleNumber: row.number,
        batchNum: sheet?.batch_num ?? '',
        poNumber: sheet?.po_number ?? '',
        userUuid: row.owner_id,
        rtnSample: sheet?.rtn_sample ?? 'code_1',
      };
    },

    /** Saves the whole sheet (rows replaced), then submits it when asked: both or neither. */
    async saveInformation(caller: SampleCaller, body: SaveSampleInformationRequest) {
      const row = await owned(caller, body.sampleId);
      if (!isSampleEditable(row.status)) throw notEditable();
      if (body.isSubmit && body.detailSampleInformationList.length === 0) throw sheetEmpty();
      await db.transaction().execute(async (trx) => {
        await createSampleSheetsRepository(trx).save(
          row.id,
          {
            sampleType: body.sampleType,
            contractInformation: body.contractInformation,
            overview: body.sampleInformationOverview,
            isDownLoad: body.isDownLoad,
            isAnalysisPlan: body.isAnalysisPlan,
            batchNum: body.batchNum,
            poNumber: body.poNumber,
            rtnSample: body.rtnSample,
          },
          body.detailSampleInformationList,
        );
        if (body.isSubmit) await moveSample(trx, { sampleId: row.id, to: 'submitted', byUserId: caller.id });
      });
      return this.information(caller, row.id);
    },

    constructionTypes: (sampleType: SampleType) => ({ constructionTypes: [...constructionTypesFor(sampleType)] }),

    /** The contract information a new sheet starts from: the customer's own profile. */
    async salesForceInfo(caller: SampleCaller): Promise<ContractInformation> {
      const user = await db
        .selectFrom('users')
        .select(['username', 'real_name', 'company', 'phone', 'email', 'contact_address'])
        .where('id', '=', caller.id)
        .executeTakeFirstOrThrow();
      return {
        contractNumber: '',
        customerName: displayName(user),
        organization: user.company ?? '',
        phone: user.phone ?? '',
        email: user.email ?? '',
        address: user.contact_address ?? '',
        salesName: '',
      };
    },
  };
}

export type SamplesService = ReturnType<typeof createSamplesService>;
