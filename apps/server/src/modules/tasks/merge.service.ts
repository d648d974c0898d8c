import {
  acceptsFileType,
  JOB_NAME_MAX_CHARS,
  MERGE_MIN_FILES,
  MERGE_TEXT_FILES_SOFTWARE_ID,
  validateRename,
  type Locale,
  type MergeFilesRequest,
  type MergeFilesResponse,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { softwareNotFound } from './task-errors';
import type { TaskSubmitter } from './task-submit';
import type { Caller } from '../auth/caller';
import { readableFiles, writableFolder } from '../files/file-access';
import { assertValid, nameExists } from '../files/file-errors';
import type { FilesData } from '../files/files-data';
import type { MergeDeliveries } from './merge-deliveries.repository';
import { splitName } from '../files/unique-name';

/** Refusals of a merge (texts in errors.json). */
export const mergeTooFewFiles = () => new AppError('MERGE_TOO_FEW_FILES', 400, { min: MERGE_MIN_FILES });
export const mergeNotText = (names: string[]) =>
  new AppError('MERGE_NOT_TEXT', 400, { names: names.join(', ') }, { names });

/** The job's name says what it merges into, within the job-name rule (the file name passes the rename rule). */
const JOB_NAME_PREFIX = 'merge_';
/** The merge tool's param naming its result (catalog/tools/merge-text-files.yaml). */
const OUTPUT_NAME_PARAM = 'outputName';

/**
 * POST /api/v1/files/merge (contracts files/merge.ts): the spec's rules first, then a task job of the merge tool, and
 * a delivery row saying where the merged file goes once the job succeeded (merge-delivery.ts). The two writes are not
 * one transaction (the submitter owns its own): should the second fail, the merged file still lands in the job's
 * result folder, as every job's result does.
 */
export function createMergeService(deps: {
  data: FilesData;
  catalog: LoadedCatalog;
  submitter: TaskSubmitter;
  deliveries: MergeDeliveries;
}) {
  const { data, catalog, submitter, deliveries } = deps;

  return {
    async merge(caller: Caller, locale: Locale, input: MergeFilesRequest): Promise<MergeFilesResponse> {
      const uuids = [...new Set(input.fileUuids)];
      if (uuids.length < MERGE_MIN_FILES) throw mergeTooFewFiles();
      assertValid(validateRename(input.fileName));
      const folder = await writableFolder(data, caller, input.parentsUuid);
      const files = await readableFiles(data, caller, uuids);
      const manifest = catalog.catalog.bySoftwareId.get(MERGE_TEXT_FILES_SOFTWARE_ID);
      const input0 = manifest?.inputs[0];
      if (!manifest || !input0) throw softwareNotFound();
      const notText = files.filter((file) => file.is_folder || !acceptsFileType(input0.types, file.type));
      if (notText.length > 0) throw mergeNotText(notText.map((file) => file.name));
      if ((await data.files.childrenNamed(folder.uuid, [input.fileName])).length > 0) {
        throw nameExists({ names: [input.fileName] });
      }
      const { jobId } = await submitter.submit(
        caller,
        manifest,
        {
          jobName: `${JOB_NAME_PREFIX}${splitName(input.fileName).base}`.slice(0, JOB_NAME_MAX_CHARS),
          inputs: { [input0.name]: uuids },
          params: { [OUTPUT_NAME_PARAM]: input.fileName },
        },
        locale,
      );
      await deliveries.add({ taskId: jobId, parentUuid: folder.uuid, fileName: input.fileName });
      return { jobId };
    },
  };
}

export type MergeService = ReturnType<typeof createMergeService>;
