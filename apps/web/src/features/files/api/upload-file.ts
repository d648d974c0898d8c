import { useMutation } from '@tanstack/react-query';
import { errorResponseSchema, type uploadResponseSchema } from '@biocloud/contracts';
import { api, ApiError, CLIENT_ERROR_CODES } from '../../../shared/api-client';
import type { Parsed } from './files-keys';

export type UploadResponse = Parsed<typeof uploadResponseSchema>;

export const UPLOAD_PATH = '/api/v1/files/upload';

export interface UploadFileInput {
  parentsUuid: string;
  file: Blob;
  /** The name the file is stored under (a folder upload's file keeps its own name, not its path). */
  name: string;
  /** Spec 000 §7: upload calls add the current user's storeTags and userName. */
  storeTags: string;
  userName: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/v1/files/upload as multipart (parentsUuid first, as the server requires, then the file), over
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function uploadFile(input: UploadFileInput): Promise<UploadResponse> {
  return new Promise<UploadResponse>((resolve, reject) => {
    const form = new FormData();
    form.append('parentsUuid', input.parentsUuid);
    form.append('storeTags', input.storeTags);
    form.append('userName', input.userName);
    form.append('file', input.file, input.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    for (const [key, value] of Object.entries(api.baseHeaders())) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as UploadResponse);
        return;
      }
      const parsed = errorResponseSchema.safeParse(body);
      reject(
        parsed.success
          ? new ApiError(xhr.status, parsed.data.code, parsed.data.message, parsed.data.details)
          : new ApiError(
              xhr.status,
              xhr.status >= 500 ? CLIENT_ERROR_CODES.internal : CLIENT_ERROR_CODES.requestFailed,
              '',
            ),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, CLIENT_ERROR_CODES.network, ''));
    xhr.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    if (input.signal?.aborted) {
      reject(new DOMException('upload cancelled', 'AbortError'));
      return;
    }
    input.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * One mutation per file, so a lost login or a server failure reaches the app's error handler like any call, while
 * refusals (names, sizes, quota) are shown on the file's own line.
 */
export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile });
}
