import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { attachReportResponseSchema, ReportFlag, ReportListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { postForm } from '../../../shared/api/post-form';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

/*
 * A project's reports (report) and examining reports (examiningReport): the list (page size PAGE_SIZES.projectReports),
 * opening one inline or downloading it, deleting one, and staff attaching one.
 */

const reportsKey = (projectBaseId: string, ...rest: unknown[]) => projectKeys.part(projectBaseId, 'reports', ...rest);
const reportPath = (reportId: string, ...rest: string[]) =>
  ['/api/v1/projects/reports', reportId, ...rest].map((s, i) => (i === 0 ? s : encodeURIComponent(s))).join('/');

export const reportListQueryOptions = (projectBaseId: string, flag: ReportFlag, currentPage: number) =>
  queryOptions({
    queryKey: reportsKey(projectBaseId, flag, currentPage),
    queryFn: ({ signal }) =>
      api.get<ReportListResponse>(projectPath(projectBaseId, 'reports'), { query: { flag, currentPage }, signal }),
    placeholderData: keepPreviousData,
  });

export function useReportList(projectBaseId: string, flag: ReportFlag, currentPage: number) {
  return useQuery(reportListQueryOptions(projectBaseId, flag, currentPage));
}

/** Inline (HTML and PDF shown in the page; opening marks the report read) or as a download. */
export const reportOpenHref = (reportId: string) => reportPath(reportId, 'open');
export const reportDownloadHref = (reportId: string) => reportPath(reportId, 'download');

export function useDeleteReport(projectBaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => api.delete<{ deleted: string[] }>(reportPath(reportId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
  });
}

/** Opening a report marks it read on the server: its row and the project's unread count change. */
export function useReportOpened(projectBaseId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) });
}

export interface AttachReportInput {
  projectBaseId: string;
  flag: ReportFlag;
  title: string;
  file: File;
}

export function useAttachReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectBaseId, flag, title, file }: AttachReportInput) =>
      postForm<Parsed<typeof attachReportResponseSchema>>(projectPath(projectBaseId, 'reports'), [
        ['flag', flag],
        ['title', title],
        ['file', file],
      ]),
    onSuccess: (_data, { projectBaseId }) =>
      queryClient.invalidateQueries({ queryKey: projectKeys.project(projectBaseId) }),
  });
}
