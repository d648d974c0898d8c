import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  customCreatedResponseSchema,
  CustomDetailResponse,
  customListResponseSchema,
  customReplyCreatedResponseSchema,
  CustomRequestStatus,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { postForm, type FormEntry } from '../../../shared/api/post-form';
import type { Parsed } from '../../../shared/api/parsed';
import { projectKeys, projectPath } from './project-keys';

/*
 * A project's custom analysis requests (paths in shared/API.md "Projects"): the list, one request with its replies,
 * writing one (multipart: title, description, then the attachments) and replying to it.
 */

type CustomListResponse = Parsed<typeof customListResponseSchema>;
type CustomCreated = Parsed<typeof customCreatedResponseSchema>;
type ReplyCreated = Parsed<typeof customReplyCreatedResponseSchema>;

const customKey = (projectBaseId: string, ...rest: string[]) => projectKeys.part(projectBaseId, 'custom', ...rest);

export const customListQueryOptions = (projectBaseId: string) =>
  queryOptions({
    queryKey: customKey(projectBaseId),
    queryFn: ({ signal }) => api.get<CustomListResponse>(projectPath(projectBaseId, 'custom'), { signal }),
  });

export function useCustomList(projectBaseId: string) {
  return useQuery(customListQueryOptions(projectBaseId));
}

export const customDetailQueryOptions = (projectBaseId: string, customId: string) =>
  queryOptions({
    queryKey: customKey(projectBaseId, customId),
    queryFn: ({ signal }) => api.get<CustomDetailResponse>(projectPath(projectBaseId, 'custom', customId), { signal }),
  });

/** No ids (custom-detail opened without its query) asks nothing: the path would be `/projects//custom/`. */
export function useCustomDetail(projectBaseId: string, customId: string) {
  return useQuery({
    ...customDetailQueryOptions(projectBaseId, customId),
    enabled: projectBaseId !== '' && customId !== '',
  });
}

/** Where an attachment downloads from (the session cookie authenticates the plain link). */
export function attachmentHref(projectBaseId: string, customId: string, fileUuid: string): string {
  return projectPath(projectBaseId, 'custom', customId, 'attachments', fileUuid);
}

const files = (attachments: readonly File[]): FormEntry[] => attachments.map((file) => ['file', file] as const);

export interface CreateCustomInput {
  projectBaseId: string;
  title: string;
  description: string;
  attachments: readonly File[];
}

export function createCustom({ projectBaseId, title, description, attachments }: CreateCustomInput) {
  return postForm<CustomCreated>(projectPath(projectBaseId, 'custom'), [
    ['title', title],
    ['description', description],
    ...files(attachments),
  ]);
}

export interface ReplyCustomInput {
  projectBaseId: string;
  customId: string;
  content: string;
  /** Staff move the request on while replying; absent keeps its status. */
  status?: CustomRequestStatus;
  attachments: readonly File[];
}

export function replyCustom({ projectBaseId, customId, content, status, attachments }: ReplyCustomInput) {
  return postForm<ReplyCreated>(projectPath(projectBaseId, 'custom', customId, 'replies'), [
    ['content', content],
    ...(status ? [['status', status] as const] : []),
    ...files(attachments),
  ]);
}

function useCustomMutation<I extends { projectBaseId: string }, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_data, { projectBaseId }) => queryClient.invalidateQueries({ queryKey: customKey(projectBaseId) }),
  });
}

export const useCreateCustom = () => useCustomMutation(createCustom);
export const useReplyCustom = () => useCustomMutation(replyCustom);
