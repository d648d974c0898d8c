import { exampleJobName, type Locale, type SubmitTaskRequest } from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { copyExampleInputs } from '../catalog/example-inputs';
import type { SoftwareService } from '../catalog/software.service';
import type { Caller } from '../auth/caller';
import type { FileIngest } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import { softwareNotFound } from '../tasks/task-errors';
import type { TaskSubmitter } from '../tasks/task-submit';

/** Starting a tool of the catalog as a task job: with the caller's inputs, or with the tool's example inputs. */
export function createSoftwareSubmit(deps: {
  software: SoftwareService;
  submitter: TaskSubmitter;
  catalog: LoadedCatalog;
  files: FilesData;
  store: BlobStore;
  ingest: FileIngest;
}) {
  const { software, submitter } = deps;
  const tool = (softwareId: string) => {
    const found = software.find(softwareId);
    if (!found) throw softwareNotFound();
    return found;
  };
  return {
    submit: (caller: Caller, locale: Locale, softwareId: string, body: SubmitTaskRequest) =>
      submitter.submit(caller, tool(softwareId), body, locale),

    async example(caller: Caller, locale: Locale, softwareId: string, jobName?: string, projectBaseId?: string | null) {
      const manifest = tool(softwareId);
      submitter.assertAvailable(manifest, locale);
      const values = await copyExampleInputs({ ...deps, catalog: deps.catalog.catalog }, caller, manifest);
      const body = { jobName: jobName ?? exampleJobName(manifest.id, new Date()), ...values, projectBaseId };
      return submitter.submit(caller, manifest, body, locale);
    },
  };
}

export type SoftwareSubmit = ReturnType<typeof createSoftwareSubmit>;
