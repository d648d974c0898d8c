import { setTimeout as sleep } from 'node:timers/promises';
import type {
  AppDetailResponse,
  AppListResponse,
  AppTypesResponse,
  ComputeJobStatus,
  SubmitTaskRequest,
  WorkflowDetailResponse,
  WorkflowListRequest,
  WorkflowListResponse,
  WorkflowOutputResponse,
} from '@biocloud/contracts';
import type { ApiAnswer, FileClient } from '../../../../test/file-api';

/** The compute job calls of one logged-in user, and waiting for a job to get somewhere (tests poll). */
export function workflowApi(client: FileClient, baseUrl: string) {
  const ok = <T>(answer: ApiAnswer<T>, what: string): T => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const api = {
    submit: (softwareId: string, body: SubmitTaskRequest) =>
      client.post<{ workflowId: string }>(`/api/v1/software/${softwareId}/submit`, body),
    async submitOk(softwareId: string, body: SubmitTaskRequest): Promise<string> {
      return ok(await api.submit(softwareId, body), `submit ${softwareId}`).workflowId;
    },
    example: (softwareId: string, jobName?: string) =>
      client.post<{ workflowId: string }>(`/api/v1/software/${softwareId}/example`, jobName ? { jobName } : {}),
    types: (typeName: string) => client.get<AppTypesResponse>(`/api/v1/software/types?typeName=${typeName}`),
    apps: (typeId: string) => client.get<AppListResponse>(`/api/v1/software?softTypeId=${typeId}`),
    app: (softwareId: string) => client.get<AppDetailResponse>(`/api/v1/software/${softwareId}`),
    list: (body: WorkflowListRequest = {}) => client.post<WorkflowListResponse>('/api/v1/workflows/list', body),
    detail: (id: string) => client.get<WorkflowDetailResponse>(`/api/v1/workflows/${id}`),
    action: (id: string, action: 'pause' | 'resume' | 'stop') =>
      client.put<{ workflowId: string; status: ComputeJobStatus }>(`/api/v1/workflows/${id}/${action}`, undefined),
    remove: (ids: readonly string[]) =>
      client.del<{ deleted: string[] }>(`/api/v1/workflows?workflowId=${ids.join(',')}`, undefined),
    hasReport: (ids: readonly string[]) =>
      client.post<{ hasReport: boolean; workflowIds: string[] }>('/api/v1/workflows/has-report', {
        workflowIds: ids.join(','),
      }),
    output: (id: string) => client.get<WorkflowOutputResponse>(`/api/v1/workflows/${id}/output`),
    tab: <T = Record<string, unknown>>(id: string, tab: string) => client.get<T>(`/api/v1/workflows/${id}/${tab}`),
    async bytes(url: string): Promise<{ status: number; body: Buffer; type: string | null }> {
      const res = await fetch(`${baseUrl}${url}`, { headers: { token: client.token } });
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
    },
    async download(fileUuid: string): Promise<Buffer> {
      const answer = await api.bytes(`/api/v1/files/${fileUuid}/download`);
      if (answer.status !== 200) throw new Error(`download ${fileUuid}: ${answer.status}`);
      return answer.body;
    },
    async waitFor(
      id: string,
      done: (detail: WorkflowDetailResponse) => boolean,
      { timeoutMs = 30_000, what = 'the workflow' } = {},
    ): Promise<WorkflowDetailResponse> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const detail = ok(await api.detail(id), `detail ${id}`);
        if (done(detail)) return detail;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(detail)}`);
        await sleep(100);
      }
    },
    waitForStatus(id: string, statuses: readonly ComputeJobStatus[], timeoutMs?: number) {
      return api.waitFor(id, (d) => statuses.includes(d.status), {
        what: `status ${statuses.join('|')}`,
        ...(timeoutMs !== undefined && { timeoutMs }),
      });
    },
  };
  return api;
}
export type WorkflowApi = ReturnType<typeof workflowApi>;
