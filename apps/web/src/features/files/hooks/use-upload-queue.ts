import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  ERROR_CODE,
  RESUMABLE_UPLOAD_MAX_BYTES,
  type CurrentUser,
  type ValidationErrorCode,
} from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';
import { currentUserQueryOptions } from '../../../shared/api/get-current-user';
import { filesKeys } from '../api/files-keys';
import { refreshFiles } from '../api/refresh-files';
import {
  forgetUploads,
  knownSha256,
  resumableUpload,
  type ResumableUpload,
  type UploadPlace,
} from '../api/resumable-upload';
import { hashFile } from '../lib/hash-file';
import { runLimited } from '../lib/run-limited';
import { planUpload } from '../lib/upload-plan';

export type UploadStatus = 'waiting' | 'hashing' | 'uploading' | 'paused' | 'done' | 'failed' | 'refused' | 'cancelled';

export interface UploadItem {
  id: number;
  name: string;
  /** Path inside a chosen folder, else the name. */
  path: string;
  size: number;
  status: UploadStatus;
  /** Bytes the server has (while uploading) or bytes hashed (while hashing). */
  loaded: number;
  /** Where a resumed upload went on from, when it did not start at 0. */
  resumedFrom?: number;
  /** Paused by a lost connection: goes on by itself when the browser is back online. */
  offline?: boolean;
  /** A failed file that may be sent again (the server did not refuse it). */
  retryable?: boolean;
  error?: string;
}

/** What the queue keeps of a file between its runs (pause, resume, retry). */
interface Entry {
  file: File;
  place: UploadPlace;
  upload?: ResumableUpload;
  hashing?: AbortController;
  /** Set while a run is under way, so resume never starts a second one. */
  running: boolean;
}

/** Files sent at the same time; more does not make one connection faster. */
const UPLOAD_CONCURRENCY = 3;
const ACTIVE: readonly UploadStatus[] = ['waiting', 'hashing', 'uploading', 'paused'];

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';
/** The server said no (a 4xx): sending again would not change its answer. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The upload list. Every file goes up over tus (server: modules/transfers/tus*.ts), whatever its size: each one can
 * be paused, resumes after a lost connection (by itself when the browser is back online) or after a reload (the
 * same file chosen again goes on from what the server holds), and is checked against its whole-file sha256 at the
 * end, which is computed first (in a worker for large files). Files are checked by the contracts rules before
 * anything (refused ones stay listed with the reason); a folder upload sends each file's folder path and the server
 * creates the folders. The table refreshes after each file.
 */
export function useUploadQueue() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // One mutation per run, so a lost login or a server failure reaches the app's error handler like any call.
  const send = useMutation({ mutationFn: (upload: ResumableUpload) => upload.run() });
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);
  const entries = useRef(new Map<number, Entry>());

  const patch = (id: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const refusalText = (code: ValidationErrorCode) =>
    t(`errors.${code}`, {
      limit: RESUMABLE_UPLOAD_MAX_BYTES.toLocaleString(),
      defaultValue: t('files.upload.refused'),
    });

  /** The upload of an entry, hashing the file first unless an earlier upload of it is kept with its hash. */
  async function prepare(id: number, entry: Entry): Promise<ResumableUpload> {
    let sha256 = await knownSha256(entry.file, entry.place);
    if (!sha256) {
      patch(id, { status: 'hashing', loaded: 0 });
      entry.hashing = new AbortController();
      sha256 = await hashFile(entry.file, {
        signal: entry.hashing.signal,
        onProgress: (hashed) => patch(id, { loaded: hashed }),
      });
      patch(id, { loaded: 0 });
    }
    return resumableUpload(entry.file, entry.place, sha256, {
      onProgress: (sent) => patch(id, { loaded: sent }),
      onResumed: (offset) => patch(id, { resumedFrom: offset, loaded: offset }),
    });
  }

  async function run(id: number) {
    const entry = entries.current.get(id);
    if (!entry || entry.running) return;
    entry.running = true;
    patch(id, { error: undefined, offline: false, retryable: false });
    try {
      entry.upload ??= await prepare(id, entry);
      patch(id, { status: 'uploading' });
      const fileUuid = await send.mutateAsync(entry.upload);
      if (fileUuid === null) return;
      patch(id, { status: 'done', loaded: entry.file.size });
      entries.current.delete(id);
      await refreshFiles(queryClient, filesKeys.lists);
    } catch (error) {
      if (isAbort(error)) return;
      if (error instanceof ApiError && error.code === ERROR_CODE.UPLOAD_SHA256_MISMATCH) {
        // The file changed since it was hashed: a retry hashes it again.
        entry.upload = undefined;
        await forgetUploads(entry.file, entry.place);
      }
      const offline = error instanceof ApiError && error.status === 0 && !navigator.onLine;
      const retryable = !isRefusal(error);
      patch(id, { status: offline ? 'paused' : 'failed', offline, retryable, error: errorText(t, error) });
      if (!retryable) entries.current.delete(id);
    } finally {
      entry.running = false;
    }
  }

  async function add(folderUuid: string, files: readonly File[]) {
    if (files.length === 0) return;
    const ids = files.map(() => nextId.current++);
    const plan = planUpload(
      files.map((file) => ({ name: file.name, size: file.size, relativePath: file.webkitRelativePath || undefined })),
    );
    const refused = new Map(plan.refused.map((r) => [r.index, refusalText(r.code)]));
    setItems((list) => [
      ...list,
      ...files.map((file, i) => ({
        id: ids[i] ?? 0,
        name: file.name,
        path: file.webkitRelativePath || file.name,
        size: file.size,
        loaded: 0,
        ...(refused.has(i) ? { status: 'refused' as const, error: refused.get(i) } : { status: 'waiting' as const }),
      })),
    ]);
    if (plan.files.length === 0) return;

    let user: CurrentUser;
    try {
      // Spec 000 §7: the current user is asked for right before uploading; its storeTags go with the files.
      user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    } catch (error) {
      for (const planned of plan.files)
        patch(ids[planned.index] ?? 0, { status: 'failed', error: errorText(t, error) });
      return;
    }
    for (const planned of plan.files) {
      const file = files[planned.index];
      if (!file) continue;
      entries.current.set(ids[planned.index] ?? 0, {
        file,
        place: {
          parentsUuid: folderUuid,
          relativePath: planned.folder,
          userId: user.id,
          storeTags: user.storeTags,
          userName: user.username,
        },
        running: false,
      });
    }
    await runLimited(plan.files, UPLOAD_CONCURRENCY, (planned) => run(ids[planned.index] ?? 0));
  }

  /** Stops hashing or sending; the bytes sent stay on the server for resume. `offline`: until back online. */
  async function pause(id: number, offline = false) {
    const entry = entries.current.get(id);
    if (!entry) return;
    entry.hashing?.abort();
    patch(id, { status: 'paused', offline });
    await entry.upload?.pause();
  }

  function resume(id: number) {
    void run(id);
  }

  /** Stops a file that is waiting, paused or on its way, and removes what the server has of it. */
  async function cancel(id: number) {
    const entry = entries.current.get(id);
    entries.current.delete(id);
    patch(id, { status: 'cancelled', offline: false, error: undefined });
    if (!entry) return;
    entry.hashing?.abort();
    await entry.upload?.cancel();
  }

  /** Forgets finished lines; files still waiting, paused or on their way stay. */
  function clearFinished() {
    setItems((list) => list.filter((item) => ACTIVE.includes(item.status)));
  }

  // When the browser says the connection is gone, sending waits (a request in flight may hang rather than fail),
  // and goes on when it is back; the server keeps what it received.
  const pauseSending = useEffectEvent(() => {
    for (const item of items) if (item.status === 'uploading') void pause(item.id, true);
  });
  const resumeOffline = useEffectEvent(() => {
    for (const item of items) if (item.offline) void run(item.id);
  });
  useEffect(() => {
    const onOffline = () => pauseSending();
    const onOnline = () => resumeOffline();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  const active = items.filter((item) => ACTIVE.includes(item.status)).length;
  return { items, active, add, pause, resume, cancel, clearFinished };
}
