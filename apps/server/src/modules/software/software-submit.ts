import type { BlobStore } from '../../storage/blob-store';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { copyExampleInputs } from '../catalog/example-inputs';
import type { SoftwareService } from '../catalog/software.service';
import { createSoftwareStart, type SoftwareStart } from '../catalog/software-start';
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
}): SoftwareSubmit {
  return createSoftwareStart({
    find(softwareId) {
      const found = deps.software.find(softwareId);
      if (!found) throw softwareNotFound();
      return found;
    },
    submitter: deps.submitter,
    exampleValues: (caller, manifest) =>
      copyExampleInputs({ ...deps, catalog: deps.catalog.catalog }, caller, manifest),
  });
}

export type SoftwareSubmit = SoftwareStart<{ jobId: string }>;
