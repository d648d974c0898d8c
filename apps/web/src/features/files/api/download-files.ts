import { ERROR_CODE, errorResponseSchema } from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';

/*
 * Downloads go through the browser's own download manager, so nothing is held in memory and a zip of many
 * gigabytes streams straight to disk: a form posted into a hidden frame. The token cookie authenticates the call.
 * A successful download never loads the frame; an error answer does, and its JSON is read back for the message.
 */

const FRAME_NAME = 'files-download-frame';

/** GET /api/v1/files/:fileUuid/download; `inline` serves images and PDF for viewing instead of saving. */
export function downloadUrl(fileUuid: string, options: { inline?: boolean } = {}): string {
  const path = `/api/v1/files/${encodeURIComponent(fileUuid)}/download`;
  return options.inline ? `${path}?inline=1` : path;
}

export const PACKAGE_PATH = '/api/v1/files/package';

function downloadFrame(): HTMLIFrameElement {
  const existing = document.querySelector<HTMLIFrameElement>(`iframe[name="${FRAME_NAME}"]`);
  if (existing) return existing;
  const frame = document.createElement('iframe');
  frame.name = FRAME_NAME;
  frame.hidden = true;
  frame.setAttribute('aria-hidden', 'true');
  document.body.appendChild(frame);
  return frame;
}

function errorOfFrame(frame: HTMLIFrameElement): ApiError {
  let text = '';
  try {
    text = frame.contentDocument?.body?.textContent ?? '';
  } catch {
    // Not readable: treat as a failed request.
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success
    ? new ApiError(400, parsed.data.code, parsed.data.message, parsed.data.details)
    : new ApiError(400, ERROR_CODE.REQUEST_FAILED, '');
}

function submit(
  method: 'GET' | 'POST',
  action: string,
  fields: Record<string, string>,
  onError: (e: ApiError) => void,
) {
  const frame = downloadFrame();
  frame.onload = () => {
    // The frame's own empty document may report its load late; only an answer of ours is an error.
    if (frame.contentWindow?.location.href === 'about:blank') return;
    frame.onload = null;
    onError(errorOfFrame(frame));
  };
  const form = document.createElement('form');
  form.method = method;
  form.action = action;
  form.target = FRAME_NAME;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** One file, over plain HTTP. */
export function downloadFile(fileUuid: string, onError: (error: ApiError) => void): void {
  submit('GET', downloadUrl(fileUuid), {}, onError);
}

/** A signed link (object storage): its token is its permission, so it works like any plain download. */
export function downloadFromUrl(url: string, onError: (error: ApiError) => void): void {
  submit('GET', url, {}, onError);
}

/** Several files and folders as one zip: POST /api/v1/files/package with the uuids comma-joined, as a form sends them. */
export function downloadPackage(fileUuids: readonly string[], onError: (error: ApiError) => void): void {
  submit('POST', PACKAGE_PATH, { fileUuids: fileUuids.join(',') }, onError);
}
