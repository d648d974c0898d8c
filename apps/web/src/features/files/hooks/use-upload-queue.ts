import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, type CurrentUser, type ValidationErrorCode } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { currentUserQueryOptions } from '../../../shared/api/get-current-user';
import { createFolder } from '../api/create-folder';
import { filesKeys } from '../api/files-keys';
import { useUploadFile } from '../api/upload-file';
import { runLimited } from '../lib/run-limited';
import { baseName, parentFolder, planUpload } from '../lib/upload-plan';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'refused' | 'cancelled';

export interface UploadItem {
  id: number;
  name: string;
  /** Path inside a chosen folder, else the name. */
  path: string;
  size: number;
  status: UploadStatus;
  loaded: number;
  error?: string;
}

/** Files sent at the same time; more does not make one connection faster. */
const UPLOAD_CONCURRENCY = 3;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload list: files are checked by the contracts rules first (refused ones stay listed with the reason), the
 * current user is fetched (spec 000 §7), a folder upload creates its folders, then each file goes up with its own
 * progress. The table refreshes after each file.
 */
export function useUploadQueue() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadFile();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());

  const patch = (id: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const refusalText = (code: ValidationErrorCode) =>
    t(`errors.${code}`, { limit: UPLOAD_MAX_BYTES.toLocaleString(), defaultValue: t('files.upload.refused') });

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
    for (const planned of plan.files) controllers.current.set(ids[planned.index] ?? 0, new AbortController());
    if (plan.files.length === 0) return;

    const failAll = (error: unknown, indexes: readonly number[]) => {
      for (const i of indexes) patch(ids[i] ?? 0, { status: 'failed', error: errorText(t, error) });
    };

    let user: CurrentUser;
    try {
      // Spec 000 §7: the current user is asked for right before uploading; its storeTags go with the files.
      user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    } catch (error) {
      failAll(
        error,
        plan.files.map((f) => f.index),
      );
      return;
    }

    const folderUuids = new Map<string, string>([['', folderUuid]]);
    const folderErrors = new Map<string, unknown>();
    for (const path of plan.folders) {
      const parentError = folderErrors.get(parentFolder(path));
      const parent = folderUuids.get(parentFolder(path));
      if (parentError !== undefined || parent === undefined) {
        folderErrors.set(path, parentError);
        continue;
      }
      try {
        const created = await createFolder({ fileName: baseName(path), parentsUuid: parent });
        folderUuids.set(path, created.fileUuid);
      } catch (error) {
        folderErrors.set(path, error);
      }
    }
    if (plan.folders.length > 0) await queryClient.invalidateQueries({ queryKey: filesKeys.lists });

    await runLimited(plan.files, UPLOAD_CONCURRENCY, async (planned) => {
      const id = ids[planned.index] ?? 0;
      const file = files[planned.index];
      const controller = controllers.current.get(id);
      const target = folderUuids.get(planned.folder);
      if (!file || !controller || controller.signal.aborted) return;
      if (target === undefined) {
        patch(id, { status: 'failed', error: errorText(t, folderErrors.get(planned.folder)) });
        return;
      }
      patch(id, { status: 'uploading' });
      try {
        await upload.mutateAsync({
          parentsUuid: target,
          file,
          name: file.name,
          storeTags: user.storeTags,
          userName: user.username,
          signal: controller.signal,
          onProgress: (loaded) => patch(id, { loaded }),
        });
        patch(id, { status: 'done', loaded: file.size });
        await queryClient.invalidateQueries({ queryKey: filesKeys.lists });
      } catch (error) {
        patch(id, isAbort(error) ? { status: 'cancelled' } : { status: 'failed', error: errorText(t, error) });
      } finally {
        controllers.current.delete(id);
      }
    });
  }

  /** Stops a file that is waiting or on its way; what has arrived of it is thrown away by the server. */
  function cancel(id: number) {
    const controller = controllers.current.get(id);
    if (!controller) return;
    controller.abort();
    controllers.current.delete(id);
    setItems((list) =>
      list.map((item) => (item.id === id && item.status === 'waiting' ? { ...item, status: 'cancelled' } : item)),
    );
  }

  /** Forgets finished lines; files still waiting or on their way stay. */
  function clearFinished() {
    setItems((list) => list.filter((item) => item.status === 'waiting' || item.status === 'uploading'));
  }

  const active = items.filter((item) => item.status === 'waiting' || item.status === 'uploading').length;
  return { items, active, add, cancel, clearFinished };
}
