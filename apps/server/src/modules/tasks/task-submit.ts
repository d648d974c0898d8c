import {
  JOB_NAME_PATTERN,
  acceptsFileType,
  resolveToolValues,
  type ResolvedParams,
  type Locale,
  type SubmitTaskRequest,
  type ToolManifest,
  type ToolValueProblem,
} from '@biocloud/contracts';
import type { Kysely } from 'kysely';
import type { DB, TaskInputsColumn, TaskRow } from '../../db/schema';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { lookupText, type TextBundles } from '../content/text-files';
import type { Caller } from '../auth/caller';
import { isAFolder, fileNotFound } from '../files/file-errors';
import { folderTrail } from '../files/file-dto';
import type { FilesData } from '../files/files-data';
import type { FileRecord } from '../files/files.repository';
import { projectForJob } from '../placement/job-placement';
import type { PlacementRepository } from '../placement/placement.repository';
import type { InputChecks, CheckedFile } from './input-checks/input-checks';
import type { TaskHooks } from './task-hooks';
import { jobNameInvalid, toolUnavailable, toolValuesInvalid } from './task-errors';
import { createTasksRepository, type TasksRepository } from './tasks.repository';

/*
 * Submitting a task job: everything is checked before anything is written (tool available, job name, every param
 * and input against the manifest, every file readable by the caller, of an accepted type and with content that fits
 * (input-checks/)), then the task, its
 * first events and the NOTIFY that wakes the dispatcher are written in one transaction.
 */

/** The writes of a submit: the task's row, its first events, and the task-change hooks told of the new row. */
export type SubmitWrites = Pick<TasksRepository, 'insert' | 'recordChange'> & {
  publish(row: TaskRow): Promise<void>;
};

/** The task's row and its first events, written in one transaction. */
export type TransactSubmit = <T>(work: (tasks: SubmitWrites) => Promise<T>) => Promise<T>;

export function transactSubmit(db: Kysely<DB>, hooks: Pick<TaskHooks, 'publish'>): TransactSubmit {
  return (work) =>
    db
      .transaction()
      .execute((trx) =>
        work(Object.assign(createTasksRepository(trx), { publish: (row: TaskRow) => hooks.publish(trx, row) })),
      );
}

export interface SubmitDeps {
  placement: Pick<PlacementRepository, 'findVisibleProjectId'>;
  transact: TransactSubmit;
  catalog: LoadedCatalog;
  files: FilesData;
  texts: TextBundles;
  inputChecks: InputChecks;
}

export function labelOf(manifest: Pick<ToolManifest, 'inputs' | 'params'>, field: string, locale: Locale): string {
  const item = manifest.params.find((p) => p.name === field) ?? manifest.inputs.find((i) => i.name === field);
  return item?.label[locale] ?? field;
}

async function pathOf(files: FilesData, row: FileRecord): Promise<string> {
  return `${folderTrail(await files.files.ancestors(row.parent_uuid!)).path}/${row.name}`;
}

export function createTaskSubmitter(deps: SubmitDeps) {
  const { files, texts } = deps;

  /** The file rows of each input and file param, checked: readable by the caller, files, of an accepted type. */
  async function inputFiles(
    caller: Caller,
    manifest: Pick<ToolManifest, 'inputs' | 'params'>,
    groups: Record<string, string[]>,
    locale: Locale,
    params: ResolvedParams = {},
  ): Promise<TaskInputsColumn> {
    const uuids = [...new Set(Object.values(groups).flat())];
    const rows = await files.files.findReadable(caller.id, uuids);
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    if (uuids.some((uuid) => !byUuid.has(uuid))) throw fileNotFound();
    const problems: ToolValueProblem[] = [];
    const column: TaskInputsColumn = {};
    const checked: CheckedFile[] = [];
    for (const [name, list] of Object.entries(groups)) {
      const field = manifest.inputs.find((i) => i.name === name) ?? manifest.params.find((p) => p.name === name);
      const types = field && 'types' in field ? field.types : [];
      column[name] = [];
      for (const uuid of list) {
        const row = byUuid.get(uuid)!;
        if (row.is_folder) throw isAFolder();
        if (!acceptsFileType(types, row.type)) {
          problems.push({ field: name, code: 'INPUT_TYPE_INVALID', params: { types: types.join(', ') } });
        }
        column[name].push({ fileUuid: row.uuid, name: row.name, path: await pathOf(files, row) });
        const blob = await files.files.blobOf(row.uuid);
        if (blob) {
          const { storage_key: key, size, sha256 } = blob;
          checked.push({ field: name, name: row.name, type: row.type, key, size, sha256 });
        }
      }
    }
    if (problems.length === 0) {
      const label = (field: string) => labelOf(manifest, field, locale);
      problems.push(...(await deps.inputChecks.check(checked, manifest.inputs, { params, label })));
    }
    if (problems.length > 0) throw toolValuesInvalid(problems, (f) => labelOf(manifest, f, locale));
    return column;
  }

  /** Refuses a tool that cannot run here, with the reason in the caller's language. */
  function assertAvailable(manifest: ToolManifest, locale: Locale): void {
    const availability = deps.catalog.availability.get(manifest.id);
    if (availability && !availability.available) {
      const reason = lookupText(texts, locale, `errors.${availability.code}`, availability.params) ?? availability.code;
      throw toolUnavailable(reason, { code: availability.code, params: availability.params });
    }
  }

  async function submit(
    caller: Caller,
    manifest: ToolManifest,
    body: SubmitTaskRequest,
    locale: Locale,
  ): Promise<{ jobId: string }> {
    assertAvailable(manifest, locale);
    if (!JOB_NAME_PATTERN.test(body.jobName)) throw jobNameInvalid();
    const projectBaseId = await projectForJob(deps.placement, caller, body.projectBaseId);

    const values = resolveToolValues(manifest, { params: body.params ?? {}, inputs: body.inputs ?? {} });
    if (!values.ok) throw toolValuesInvalid(values.problems, (f) => labelOf(manifest, f, locale));
    const fileParams = Object.fromEntries(Object.entries(values.fileParams).map(([name, uuid]) => [name, [uuid]]));
    const inputs = await inputFiles(caller, manifest, { ...values.inputs, ...fileParams }, locale, values.params);
    const params = Object.fromEntries(Object.entries(values.params).map(([name, value]) => [name, value ?? null]));

    const id = await deps.transact(async (tasks) => {
      const row = await tasks.insert({
        userId: caller.id,
        jobName: body.jobName,
        softId: manifest.softwareId,
        toolId: manifest.id,
        params,
        inputs,
        projectBaseId,
      });
      const submitted = { key: 'submitted', params: { toolZh: manifest.name.zh, toolEn: manifest.name.en } } as const;
      await tasks.recordChange(row, [submitted], false);
      // A new job is a change too: the listeners above (an own-analysis project's status) hear of it.
      await tasks.publish(row);
      return row.id;
    });
    return { jobId: id };
  }

  return { submit, assertAvailable, inputFiles };
}

export type TaskSubmitter = ReturnType<typeof createTaskSubmitter>;
