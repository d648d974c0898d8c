import { taskJobActions, type Locale, type TaskJob, type ToolManifest } from '@biocloud/contracts';
import type { TaskRow } from '../../db/schema';

/** Task rows as the API shows them (spec 000 §3 field names). */

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** The tool's names; a task whose tool left the catalog still shows its id. */
export function toolNames(manifest: ToolManifest | undefined, toolId: string) {
  return { zh: manifest?.name.zh ?? toolId, en: manifest?.name.en ?? toolId };
}

export function inputFilePath(row: Pick<TaskRow, 'inputs'>): string {
  return Object.values(row.inputs)
    .flat()
    .map((file) => file.path)
    .join(',');
}

export function toTaskJob(
  row: TaskRow,
  manifest: ToolManifest | undefined,
  locale: Locale,
  projectName?: string,
): TaskJob {
  const names = toolNames(manifest, row.tool_id);
  return {
    id: row.id,
    jobName: row.job_name,
    taskName: row.tool_id,
    softName: names[locale],
    softNameZh: names.zh,
    softNameEn: names.en,
    applicationName: names[locale],
    softId: row.soft_id,
    appOrTool: 'tool',
    inputFilePath: inputFilePath(row),
    createTime: row.create_time.toISOString(),
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    needTime: row.need_time,
    status: row.status,
    projectBaseId: row.project_base_id,
    projectBaseName: projectName ?? null,
    actions: taskJobActions(row.status),
  };
}
