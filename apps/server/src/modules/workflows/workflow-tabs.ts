import {
  WORKFLOW_INPUT_CONTENT_BYTES,
  WORKFLOW_STEP_LOG_TAIL_LINES,
  isTextPreviewableFileType,
  type Locale,
  type WorkflowOutputResponse,
} from '@biocloud/contracts';
import type { Database } from '../../db/database';
import type { WorkflowRow } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { lookupText, type TextBundles } from '../content/text-files';
import type { Caller } from '../auth/caller';
import type { FilesData } from '../files/files-data';
import { toResultFiles } from '../tasks/result-files';
import { jobParams } from '../tasks/job-params';
import { joinLogs, readTaskLog } from '../tasks/task-log';
import { appDrawTools } from './draw-tool-links';
import { createWorkflowsRepository } from './workflows.repository';

/*
 * The tabs of a compute job: its input files (with the start of each text file), its params, every step's result
 * files, what went wrong, and the steps' logs. `owned` checks the caller first (workflows.service.ts).
 */

export interface WorkflowTabsDeps {
  db: Database;
  catalog: LoadedCatalog;
  files: FilesData;
  store: BlobStore;
  texts: TextBundles;
  owned(caller: Caller, workflowId: string): Promise<WorkflowRow>;
}

async function readStart(store: BlobStore, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of store.openRead(key, { start: 0, end: WORKFLOW_INPUT_CONTENT_BYTES - 1 })) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createWorkflowTabs(deps: WorkflowTabsDeps) {
  const { catalog, files, texts } = deps;
  const repo = createWorkflowsRepository(deps.db);
  const appOf = (row: WorkflowRow) => catalog.catalog.appsBySoftwareId.get(row.soft_id);

  return {
    async input(caller: Caller, workflowId: string) {
      const row = await deps.owned(caller, workflowId);
      const app = appOf(row);
      const fileList = [];
      for (const [name, list] of Object.entries(row.inputs)) {
        const label = app?.inputs.find((i) => i.name === name)?.label ?? { zh: name, en: name };
        for (const item of list) {
          const [file] = await files.files.findReadable(caller.id, [item.fileUuid]);
          const blob = file && !file.is_folder ? await files.files.blobOf(file.uuid) : undefined;
          const content =
            blob && isTextPreviewableFileType(file!.type) ? await readStart(deps.store, blob.storage_key) : '';
          fileList.push({
            name,
            label,
            fileUuid: item.fileUuid,
            fileName: item.name,
            filePath: item.path,
            fileType: file?.type ?? '',
            fileSize: file?.size ?? null,
            content,
          });
        }
      }
      return { fileList };
    },

    async params(caller: Caller, workflowId: string) {
      const row = await deps.owned(caller, workflowId);
      const app = appOf(row);
      return { params: jobParams(app?.params ?? [], row.params) };
    },

    async output(caller: Caller, workflowId: string, locale: Locale): Promise<WorkflowOutputResponse> {
      const row = await deps.owned(caller, workflowId);
      const results = await repo.results(row.id);
      const fileList = await toResultFiles(
        deps,
        results,
        (file) => catalog.catalog.byId.get(file.tool_id)?.outputs.find((o) => o.name === file.output_name),
        locale,
      );
      const app = appOf(row);
      return {
        outPathId: row.output_folder_uuid,
        fileList: fileList.map((file, i) => {
          const result = results[i]!;
          // The app's choice for this output comes first; the tool's own links (if any) follow.
          const drawTool = [...appDrawTools(texts, app, result.step_id, result.output_name), ...file.drawTool];
          return { ...file, drawTool, stepKey: result.step_key };
        }),
      };
    },

    async error(caller: Caller, workflowId: string, locale: Locale) {
      const row = await deps.owned(caller, workflowId);
      if (row.status !== 'FAILURE') return { errorMessage: '', isExitError: false, stepKey: null, reason: null };
      const reason = row.reason ?? 'unknown';
      const reasonText =
        lookupText(texts, locale, `taskEvents.reasons.${reason}`) ??
        lookupText(texts, locale, 'taskEvents.reasons.unknown') ??
        reason;
      const step = row.failed_step ?? '';
      const message = lookupText(texts, locale, 'workflows.stepFailed', { step, reasonText }) ?? reasonText;
      const detail = row.reason_detail ? `\n${row.reason_detail}` : '';
      return { errorMessage: `${message}${detail}`, isExitError: true, stepKey: row.failed_step, reason };
    },

    /** Each started step's log (its tail, or all of it with loadLog -1) under a header naming the step. */
    async log(caller: Caller, workflowId: string, loadLog: number) {
      const row = await deps.owned(caller, workflowId);
      const parts: string[] = [];
      let truncated = false;
      for (const step of await repo.stepStates(row.id)) {
        if (!step.work_dir) continue;
        const log = await readTaskLog(step.work_dir, loadLog, WORKFLOW_STEP_LOG_TAIL_LINES);
        truncated ||= log.truncated;
        if (log.exists)
          parts.push(`##### ${step.step_key} (${step.tool_id}) #####\n${joinLogs(log.stdout, log.stderr)}`);
      }
      return { logInfo: parts.join('\n'), IsExitLog: parts.length > 0, truncated };
    },

    /** The folders a package holds: the job folder, or one step's folder (its runs', when scattered). */
    async packageFolders(caller: Caller, workflowId: string, stepId: string | undefined): Promise<string[]> {
      const row = await deps.owned(caller, workflowId);
      if (!stepId) return row.output_folder_uuid ? [row.output_folder_uuid] : [];
      const steps = await repo.stepStates(row.id);
      return steps
        .filter((s) => s.step_id === stepId || s.step_key === stepId)
        .flatMap((s) => s.output_folder_uuid ?? []);
    },
  };
}

export type WorkflowTabs = ReturnType<typeof createWorkflowTabs>;
