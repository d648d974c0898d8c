import {
  isUuid,
  UPLOAD_MAX_BYTES,
  reportFlagSchema,
  type Locale,
  type ReportFlag,
  type ReportListResponse,
  projectTypeSchema,
} from '@biocloud/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { contentDisposition } from '../files/content-disposition';
import type { DownloadRequest, DownloadService } from '../files/download.service';
import { uploadTooLarge } from '../files/file-errors';
import type { FileTreeService } from '../files/file-tree.service';
import type { UploadPart } from '../files/upload.service';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { allowedProjectChange, type ProjectCaller } from './project-access';
import type { ProjectDocuments } from './project-documents';
import { ownerOnly, reportFileMissing, reportNotFound } from './project-errors';
import { projectNoticesOn, type ProjectNotices } from './project-notices';
import type { ProjectsRepository } from './projects.repository';
import type { ProjectsService } from './projects.service';
import { createReportsRepository, type ReportsRepository } from './reports.repository';

/*
 * The report pages (report, examiningReport): rows a page at a time with unread marks; opening one inline (HTML or
 * PDF) marks it read for the customer's side; download; delete (owner or staff; the file goes, and with it the
 * row). Reports of apps run in the project arrive by themselves (a trigger, see the projects migration); staff attach
 * the others, and the customers are told.
 */

/** File types that open as a page. */
const HTML_TYPES = new Set(['html', 'htm']);

/** The writes of an attached report and the messages about it, in one transaction. */
export interface ReportsTransaction extends ProjectNotices {
  reports: Pick<ReportsRepository, 'insert'>;
}

export type TransactReports = <T>(work: (tx: ReportsTransaction) => Promise<T>) => Promise<T>;

export function transactReports(db: Kysely<DB>): TransactReports {
  return (work) =>
    db.transaction().execute((trx) => work({ reports: createReportsRepository(trx), ...projectNoticesOn(trx) }));
}

export function createReportsService(deps: {
  reportsRepo: ReportsRepository;
  projectsRepo: Pick<ProjectsRepository, 'rootRow'>;
  transact: TransactReports;
  catalog: LoadedCatalog;
  projects: ProjectsService;
  documents: ProjectDocuments;
  downloads: DownloadService;
  tree: FileTreeService;
}) {
  const { projects, reportsRepo: repo } = deps;

  /** The localized name of the app or tool that made the report; '' when none did or it left the catalog. */
  function softwareName(softId: string | null, locale: Locale): string {
    if (!softId) return '';
    const { catalog } = deps.catalog;
    const found = catalog.appsBySoftwareId.get(softId) ?? catalog.bySoftwareId.get(softId);
    return found?.name[locale] ?? '';
  }

  /** The report and the caller's role in its project; REPORT_NOT_FOUND when the caller may not see it. */
  async function visibleReport(caller: ProjectCaller, reportId: string) {
    const report = isUuid(reportId) ? await repo.find(reportId) : undefined;
    if (!report) throw reportNotFound();
    try {
      return { report, ...(await projects.visible(caller, report.project_id)) };
    } catch {
      throw reportNotFound();
    }
  }

  return {
    async list(
      caller: ProjectCaller,
      projectBaseId: string,
      query: { flag: ReportFlag; currentPage: number; recordNumberOfPage: number },
      locale: Locale,
    ): Promise<ReportListResponse> {
      const { row } = await projects.visible(caller, projectBaseId);
      const size = query.recordNumberOfPage;
      const page = await repo.page(row.id, query.flag, size, query.currentPage * size);
      return {
        data: {
          content: page.rows.map((r) => ({
            projectId: r.id,
            projectName: r.project_name,
            projectCode: r.project_code,
            // The report's own name (its job's, or the title staff gave) beside the software that made it.
            applicationName: r.title,
            appOrTool: r.app_or_tool,
            softwareName: softwareName(r.soft_id, locale),
            projectType: projectTypeSchema.catch('other').parse(r.project_type),
            createTime: r.create_time.toISOString(),
            readFlag: r.read_flag,
            flag: r.flag,
            fileUuid: r.file_uuid,
            fileName: r.file_name,
            fileType: r.file_type,
            workflowId: r.workflow_id,
          })),
        },
        totalPages: Math.ceil(page.total / size),
        totalElements: page.total,
        unread: page.unread,
      };
    },

    /**
     * The report's bytes (inline to open it); opening marks it read unless staff look at it. An HTML report opens
     * as a page, under the sandbox policy the files module gives every inline file that is no PDF (no scripts).
     */
    async open(caller: ProjectCaller, reportId: string, request: DownloadRequest) {
      const { report, role } = await visibleReport(caller, reportId);
      const answer = await deps.downloads.download(caller, report.file_uuid, request);
      if (role !== 'staff' && !report.read_flag) await repo.markRead(report.id);
      if (!request.inline || !HTML_TYPES.has(report.file_type)) return answer;
      return {
        ...answer,
        headers: {
          ...answer.headers,
          'content-type': 'text/html; charset=utf-8',
          'content-disposition': contentDisposition('inline', report.file_name),
        },
      };
    },

    async delete(caller: ProjectCaller, reportId: string) {
      const { report, role } = await visibleReport(caller, reportId);
      if (role === 'member') throw ownerOnly();
      await deps.tree.delete(allowedProjectChange(caller), [report.file_uuid]);
      return { deleted: [report.id] };
    },

    /** Staff attach a report file (multipart: flag, title, then one `file` part). */
    async attach(caller: ProjectCaller, projectBaseId: string, parts: AsyncIterable<UploadPart>) {
      const project = await projects.asStaff(caller, projectBaseId);
      const form = await deps.documents.stage(parts, {
        maxFiles: 1,
        maxBytes: UPLOAD_MAX_BYTES,
        tooLarge: uploadTooLarge,
      });
      const [file] = form.files;
      const flag = reportFlagSchema.safeParse(form.fields.flag || 'report');
      if (!file || !flag.success) {
        await deps.documents.discard(form.files);
        throw reportFileMissing();
      }
      const title = form.fields.title?.trim() || file.name;
      const docsRoot = await deps.projectsRepo.rootRow(project.row.docs_file_uuid);
      return deps.documents.storeWith(caller, docsRoot, form.files, ([fileUuid]) =>
        deps.transact(async (tx) => {
          const reportId = await tx.reports.insert({
            projectId: project.row.id,
            flag: flag.data,
            title,
            softId: form.fields.softwareId?.trim() || null,
            appOrTool: form.fields.appOrTool === 'app' ? 'app' : 'tool',
            fileUuid: fileUuid!,
            createdBy: caller.id,
          });
          await tx.sendMessages(await tx.customersOf(project.row), {
            kind: flag.data === 'report' ? 'reportAttached' : 'examiningReportAttached',
            params: { projectName: project.row.name, title },
            projectId: project.row.id,
          });
          return { projectId: reportId };
        }),
      );
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
