import {
  FILE_LIST_PAGE_SIZE_MAX,
  isUuid,
  type FileListResponse,
  type Locale,
  type ProjectFilesListRequest,
} from '@biocloud/contracts';
import type { Database } from '../../db/database';
import { assertWritable, readableFiles } from '../files/file-access';
import type { FilesData } from '../files/files-data';
import type { FilesService } from '../files/files.service';
import type { FileTreeService } from '../files/file-tree.service';
import type { UploadPart, UploadService } from '../files/upload.service';
import { sendMessages } from '../messages/messages.repository';
import type { ProjectCaller } from './project-access';
import { folderNotInProject } from './project-errors';
import { customersOf } from './project-recipients';
import type { ProjectsService, VisibleProject } from './projects.service';

/*
 * The project's data (data/root, data/files/project/:rootFileUuid/:folderUuid): the files module's data table on
 * the project's data root, and staff delivering data into it, by upload or from their own space (copy, or move:
 * copy then delete their originals), each delivery telling the customers.
 */

export function createProjectDataService(deps: {
  db: Database;
  projects: ProjectsService;
  data: FilesData;
  files: FilesService;
  tree: FileTreeService;
  uploads: UploadService;
}) {
  const { db, projects, data } = deps;

  /** A folder of the project's data tree (its root when none is named); FILE_NOT_FOUND for any other. */
  async function dataFolder(project: VisibleProject, folderUuid: string | undefined): Promise<string> {
    const uuid = folderUuid ?? project.row.root_file_uuid;
    if (!isUuid(uuid)) throw folderNotInProject();
    const [root] = await data.files.ancestors(uuid);
    if (root?.uuid !== project.row.root_file_uuid) throw folderNotInProject();
    return uuid;
  }

  async function tellDelivered(caller: ProjectCaller, project: VisibleProject, names: readonly string[]) {
    await sendMessages(db, await customersOf(db, project.row), {
      kind: 'dataDelivered',
      params: {
        projectName: project.row.name,
        count: names.length,
        names: names.slice(0, 5).join(', '),
        by: caller.name,
      },
      projectId: project.row.id,
    });
  }

  return {
    async list(
      caller: ProjectCaller,
      projectBaseId: string,
      body: ProjectFilesListRequest,
      locale: Locale,
    ): Promise<FileListResponse> {
      const project = await projects.visible(caller, projectBaseId);
      const folder = await dataFolder(project, body.folderUuid);
      return deps.files.list(
        caller,
        {
          fileUuid: folder,
          order: body.order,
          orderKey: body.orderKey,
          pageNum: body.pageNum,
          pageSize: Math.min(body.pageSize, FILE_LIST_PAGE_SIZE_MAX),
          search: body.search,
          includeSubfolders: body.includeSubfolders,
        },
        locale,
      );
    },

    async deliver(
      caller: ProjectCaller,
      projectBaseId: string,
      body: { sourceFileUuids: string[]; targetFolderUuid?: string; mode: 'copy' | 'move' },
    ) {
      const project = await projects.asStaff(caller, projectBaseId);
      const target = await dataFolder(project, body.targetFolderUuid);
      const sources = await readableFiles(data, caller, body.sourceFileUuids);
      // A move removes the originals afterwards: check now that it may, before anything is copied.
      if (body.mode === 'move') for (const source of sources) assertWritable(caller, source);
      const copied = await deps.tree.copy(caller, { targetFolderUuid: target, sourceFileUuids: body.sourceFileUuids });
      if (body.mode === 'move') await deps.tree.delete(caller, body.sourceFileUuids);
      await tellDelivered(
        caller,
        project,
        copied.map((c) => c.name),
      );
      return { fileUuids: copied.map((c) => c.fileUuid) };
    },

    /** Staff upload into the project's data (the files module's multipart upload, aimed at the data root). */
    async upload(caller: ProjectCaller, projectBaseId: string, parts: AsyncIterable<UploadPart>, declared?: number) {
      const project = await projects.asStaff(caller, projectBaseId);
      async function* aimed(): AsyncIterable<UploadPart> {
        let targetGiven = false;
        for await (const part of parts) {
          if (part.kind === 'field' && part.name === 'parentsUuid') {
            targetGiven = true;
            yield { ...part, value: await dataFolder(project, part.value) };
            continue;
          }
          if (!targetGiven) {
            targetGiven = true;
            yield { kind: 'field', name: 'parentsUuid', value: project.row.root_file_uuid };
          }
          yield part;
        }
      }
      const files = await deps.uploads.upload(caller, aimed(), declared);
      await tellDelivered(
        caller,
        project,
        files.map((f) => f.name),
      );
      return { fileUuids: files.map((f) => f.fileUuid), files };
    },
  };
}

export type ProjectDataService = ReturnType<typeof createProjectDataService>;
