import {
  errorResponseSchema,
  uploadResponseSchema,
  UPLOAD_NAME_CLASH_FIELD,
  type UploadNameClash,
} from '@biocloud/contracts';
import type { z } from 'zod';
import { api, ApiError, CLIENT_ERROR_CODES } from '../api-client';

/** The files API's multipart upload (shared/API.md): parentsUuid before the file, as the server requires. */
const UPLOAD_PATH = '/api/v1/files/upload';

export type UploadAnswer = z.infer<typeof uploadResponseSchema>;

/** The failed upload as the API client would have reported it: the server's code, else one for the status. */
function uploadError(status: number, body: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.details);
  if (!status) return new ApiError(0, CLIENT_ERROR_CODES.network, '');
  return new ApiError(status, status >= 500 ? CLIENT_ERROR_CODES.internal : CLIENT_ERROR_CODES.requestFailed, '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one file into a folder with the multipart upload, reporting progress (XMLHttpRequest: fetch has no upload
 * progress); `onNameClash` says what a name already taken there does (contracts: uploadNameClashSchema).
 */
export function sendUpload(
  file: File,
  fields: { parentsUuid: string; onNameClash: UploadNameClash; storeTags: string; userName: string },
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(api.baseHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded * 100) / event.total));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      const answer = uploadResponseSchema.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && answer.success) resolve(answer.data);
      else reject(uploadError(xhr.status, body));
    };
    xhr.onerror = () => reject(uploadError(0, undefined));
    const form = new FormData();
    // Spec 000 §7: upload calls add the current user's storeTags and userName.
    form.append('parentsUuid', fields.parentsUuid);
    form.append(UPLOAD_NAME_CLASH_FIELD, fields.onNameClash);
    form.append('storeTags', fields.storeTags);
    form.append('userName', fields.userName);
    form.append('file', file);
    xhr.send(form);
  });
}
