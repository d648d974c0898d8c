import path from 'node:path';
import type { AppDetailResponse, AppListResponse, Locale } from '@biocloud/contracts';
import type { BlobStore } from '../../storage/blob-store';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { copyExampleInputs } from '../catalog/example-inputs';
import { createSoftwareStart, type SoftwareStart } from '../catalog/software-start';
import type { TextBundles } from '../content/text-files';
import type { FileIngest } from '../files/file-ingest';
import type { FilesData } from '../files/files-data';
import type { PlacementRepository } from '../placement/placement.repository';
import type { TaskSubmitter } from '../tasks/task-submit';
import { APP_EXAMPLES_DIR } from '../catalog/app-loader';
import type { AppCatalogService } from './app-catalog.service';
import { createWorkflowSubmitter, type TransactSubmitWorkflow } from './workflow-submit';

/*
 * The apps' side of the software API (software/software.routes.ts): a software id or a type id that is an app's
 * answers from here (list of a type, detail, submit and "try with example data", which start a compute job).
 */

export interface AppSoftware extends SoftwareStart<{ workflowId: string }> {
  isAppType(typeId: string | undefined): boolean;
  list(query: { softTypeId?: string; searchParam?: string }, locale: Locale): AppListResponse;
  /** The app's detail, or undefined when the id is not an app's. */
  detail(softwareId: string, locale: Locale): AppDetailResponse | undefined;
  isApp(softwareId: string): boolean;
}

export function createAppSoftware(deps: {
  transact: TransactSubmitWorkflow;
  catalog: LoadedCatalog;
  files: FilesData;
  store: BlobStore;
  ingest: FileIngest;
  texts: TextBundles;
  tasks: Pick<TaskSubmitter, 'inputFiles'>;
  placement: Pick<PlacementRepository, 'findVisibleProjectId'>;
  apps: AppCatalogService;
}): AppSoftware {
  const { apps } = deps;
  const submitter = createWorkflowSubmitter(deps);
  const app = (softwareId: string) => {
    const found = apps.find(softwareId);
    if (!found) throw new Error(`${softwareId} is not an app`);
    return found;
  };
  const examples = { examplesDir: path.join(deps.catalog.catalog.examplesDir, APP_EXAMPLES_DIR) };

  return {
    isAppType: (typeId) => apps.isAppType(typeId),
    list: (query, locale) => apps.list(query, locale),
    detail(softwareId, locale) {
      const found = apps.find(softwareId);
      return found && apps.detail(found, locale);
    },
    isApp: (softwareId) => apps.find(softwareId) !== undefined,
    ...createSoftwareStart({
      find: app,
      submitter,
      exampleValues: async (caller, manifest) => {
        const copied = await copyExampleInputs(
          { catalog: examples, files: deps.files, store: deps.store, ingest: deps.ingest },
          caller,
          { id: manifest.id, example: { inputs: manifest.example.inputs, fileParams: {} } },
        );
        return { inputs: copied.inputs };
      },
    }),
  };
}
