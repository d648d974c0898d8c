import { setTimeout as sleep } from 'node:timers/promises';
import type {
  SoftwareDetailResponse,
  SoftwareListResponse,
  SubmitTaskRequest,
  TaskDetailResponse,
  TaskJobStatus,
  TaskListResponse,
  TaskLogResponse,
  TaskResultFile,
} from '@biocloud/contracts';
import type { ApiAnswer, FileClient } from './file-api';

/** The software and task calls of one logged-in user, and waiting for a job to get somewhere. */
export function taskApi(client: FileClient, baseUrl: string) {
  const expectOk = <T>(answer: ApiAnswer<T>, what: string): T => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const api = {
    submit: (softwareId: string, body: SubmitTaskRequest) =>
      client.post<{ jobId: string }>(`/api/v1/software/${softwareId}/submit`, body),
    async submitOk(softwareId: string, body: SubmitTaskRequest): Promise<string> {
      return expectOk(await api.submit(softwareId, body), `submit ${softwareId}`).jobId;
    },
    example: (softwareId: string, jobName?: string) =>
      client.post<{ jobId: string }>(`/api/v1/software/${softwareId}/example`, jobName ? { jobName } : {}),
    software: (query = '') => client.get<SoftwareListResponse>(`/api/v1/software${query}`),
    softwareDetail: (id: string) => client.get<SoftwareDetailResponse>(`/api/v1/software/${id}`),
    list: (query = '') => client.get<TaskListResponse>(`/api/v1/tasks${query}`),
    detail: (jobId: string) => client.get<TaskDetailResponse>(`/api/v1/tasks/${jobId}`),
    action: (jobId: string, action: 'pause' | 'resume' | 'stop' | 'delete') =>
      action === 'delete'
        ? client.del<{ jobId: string; status: TaskJobStatus | null }>(`/api/v1/tasks/${jobId}`, undefined)
        : client.put<{ jobId: string; status: TaskJobStatus | null }>(`/api/v1/tasks/${jobId}/${action}`, undefined),
    log: (jobId: string, loadLog = 0) => client.get<TaskLogResponse>(`/api/v1/tasks/${jobId}/log?loadLog=${loadLog}`),
    events: (jobId: string) =>
      client.get<{ eventList: { eventKey: string; eventContent: string; eventParams: Record<string, unknown> }[] }>(
        `/api/v1/tasks/${jobId}/events`,
      ),
    results: (jobId: string, query = '') =>
      client.get<{ fileList: TaskResultFile[]; totalPages: number; outPathId: string | null }>(
        `/api/v1/tasks/${jobId}/results${query}`,
      ),
    async download(fileUuid: string): Promise<Buffer> {
      const res = await fetch(`${baseUrl}/api/v1/files/${fileUuid}/download`, { headers: { token: client.token } });
      if (res.status !== 200) throw new Error(`download ${fileUuid}: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    /** Polls the job until `done` says so (tests poll; the product is told over the websocket). */
    async waitFor(
      jobId: string,
      done: (detail: TaskDetailResponse) => boolean,
      { timeoutMs = 30_000, what = 'the job' } = {},
    ): Promise<TaskDetailResponse> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const detail = expectOk(await api.detail(jobId), `detail ${jobId}`);
        if (done(detail)) return detail;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(detail)}`);
        await sleep(50);
      }
    },
    waitForStatus(jobId: string, statuses: readonly TaskJobStatus[], timeoutMs?: number) {
      return api.waitFor(jobId, (d) => statuses.includes(d.status), {
        what: `status ${statuses.join('|')}`,
        ...(timeoutMs !== undefined && { timeoutMs }),
      });
    },
  };
  return api;
}
export type TaskApi = ReturnType<typeof taskApi>;
