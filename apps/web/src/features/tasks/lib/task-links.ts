import type { Locale, TaskResultFile } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';

/**
 * Where the task pages link to. Every tool kind opens on the generated-form page, so a re-run goes to the small-tool
 * route with `?rerun=<jobId>`, which fills the form from the earlier job.
 */
export function rerunPath(locale: Locale, job: { id: string; softId: string }): string {
  const params = new URLSearchParams({ rerun: job.id });
  return `${pathTo(locale, 'software-tools-detail-small', { id: job.softId })}?${params.toString()}`;
}

/** The my-data page of a folder, in the file's own space. */
export function folderPath(locale: Locale, folderUuid: string, isPublic = false): string {
  return pathTo(locale, isPublic ? 'mydata-public' : 'mydata-private', { fileUuid: folderUuid });
}

export function resultFolderPath(locale: Locale, file: Pick<TaskResultFile, 'parentId' | 'isPublic'>): string {
  return folderPath(locale, file.parentId, file.isPublic);
}
