import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import { downloadUrl } from '../../../shared/preview/file-urls';
import { workflowKeys } from './workflow-keys';

/**
 * The report's HTML (GET /api/v1/files/:fileUuid/download). It is shown in a sandboxed frame from this text: the
 * server sends HTML only as an attachment, and a report needs nothing outside itself (figures are embedded).
 */
export function getReportHtml(fileUuid: string, signal?: AbortSignal): Promise<string> {
  return api.get<string>(downloadUrl(fileUuid), { signal });
}

export const reportQueryOptions = (workflowId: string, fileUuid: string) =>
  queryOptions({
    queryKey: [...workflowKeys.job(workflowId), 'report', fileUuid],
    queryFn: ({ signal }) => getReportHtml(fileUuid, signal),
    // A report file never changes once written.
    staleTime: Infinity,
  });

export function useReport(workflowId: string, fileUuid: string) {
  return useQuery(reportQueryOptions(workflowId, fileUuid));
}
