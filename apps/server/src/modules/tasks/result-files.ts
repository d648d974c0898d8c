import type { Locale, TaskResultFile, ToolManifest } from '@biocloud/contracts';
import type { FileRow } from '../../db/schema';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { folderTrail } from '../files/file-dto';
import type { FilesData } from '../files/files-data';

/*
 * A job's result files as the result lists of task jobs and compute jobs give them (spec 000 §2): each with its path
 * in the data space, its manifest output's description, and the tools that output names for drawing and analysis.
 */

type ToolOutput = ToolManifest['outputs'][number];

export interface ResultFilesDeps {
  catalog: LoadedCatalog;
  files: FilesData;
}

/** The catalog tools an output names; ids the catalog no longer has are left out. */
function toolLinks(catalog: LoadedCatalog, ids: readonly string[]) {
  return ids.flatMap((id) => {
    const tool = catalog.catalog.byId.get(id);
    return tool
      ? [{ softwareId: tool.softwareId, toolId: tool.id, softwareZhName: tool.name.zh, softwareEnName: tool.name.en }]
      : [];
  });
}

/** The rows in their order; `outputOf` finds the manifest output a row was written for. */
export async function toResultFiles<R extends FileRow & { output_name: string }>(
  deps: ResultFilesDeps,
  rows: readonly R[],
  outputOf: (row: R) => ToolOutput | undefined,
  locale: Locale,
): Promise<TaskResultFile[]> {
  // Result files always sit in a job folder: every row has a parent.
  const parents = [...new Set(rows.map((r) => r.parent_uuid!))];
  const trails = new Map(
    await Promise.all(parents.map(async (p) => [p, folderTrail(await deps.files.files.ancestors(p))] as const)),
  );
  return rows.map((file) => {
    const output = outputOf(file);
    const trail = trails.get(file.parent_uuid!)!;
    return {
      fileUuid: file.uuid,
      fileName: file.name,
      fileType: file.is_folder ? 'folder' : file.type,
      fileSize: file.size,
      fileTime: file.created_date.toISOString(),
      description: output?.description[locale] ?? '',
      filePath: `${trail.path}/${file.name}`,
      isPublic: file.scope === 'public',
      parentId: trail.id,
      instruction: file.output_name,
      drawTool: toolLinks(deps.catalog, output?.drawTools ?? []),
      analyzeTool: toolLinks(deps.catalog, output?.analyzeTools ?? []),
    };
  });
}
