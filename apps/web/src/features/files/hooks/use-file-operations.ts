import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CopyClash, DataFile } from '@biocloud/contracts';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { downloadCheckQueryOptions } from '../api/check-download';
import { useCopyFiles } from '../api/copy-files';
import { useDeleteFiles } from '../api/delete-files';
import { downloadFile, downloadPackage } from '../api/download-files';
import { useMoveFiles } from '../api/move-files';
import { copyClashesOf } from '../lib/copy-clash';
import { useErrorMessage } from './use-error-message';

/** Names a confirmation lists before it says "and N more". */
const NAMES_SHOWN = 5;

export type CopyOutcome = { kind: 'done' } | { kind: 'clashes'; clashes: CopyClash[] } | { kind: 'failed' };

/** Delete, move, copy and download, with their confirmations and messages. */
export function useFileOperations(options: { onNeedTransfer: (files: DataFile[]) => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const deleteMutation = useDeleteFiles();
  const moveMutation = useMoveFiles();
  const copyMutation = useCopyFiles();
  const { data: user } = useCurrentUser();

  const showError = useErrorMessage();

  /** Plain HTTP: one file as itself, several files or any folder as one zip. */
  function httpDownload(files: readonly DataFile[]) {
    const [first] = files;
    if (!first) return;
    if (files.length === 1 && !first.isFolder) {
      downloadFile(first.fileUuid, showError);
      void message.info(t('files.download.started'));
    } else {
      downloadPackage(
        files.map((f) => f.fileUuid),
        showError,
      );
      void message.info(t('files.download.zipStarted'));
    }
  }

  /** Spec 000 §4: the download check decides; what plain HTTP may not carry goes through the transfer dialog. */
  async function download(files: readonly DataFile[]) {
    if (files.length === 0) return;
    try {
      const check = await queryClient.fetchQuery(downloadCheckQueryOptions(files.map((f) => f.fileUuid)));
      if (check.methods.http.allowed) httpDownload(files);
      else options.onNeedTransfer([...files]);
    } catch (error) {
      showError(error);
    }
  }

  function names(files: readonly DataFile[]): string {
    const shown = files.slice(0, NAMES_SHOWN).map((f) => f.name);
    const rest = files.length - shown.length;
    const list = shown.join(t('files.delete.separator'));
    return rest > 0 ? t('files.delete.andMore', { names: list, count: rest }) : list;
  }

  /** Asks first (spec: delete with a confirmation); cancelling changes nothing. */
  function remove(files: readonly DataFile[], onDone: () => void) {
    if (files.length === 0) return;
    modal.confirm({
      title: t('files.delete.title', { count: files.length }),
      content: t('files.delete.content', { names: names(files) }),
      okText: t('files.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await deleteMutation.mutateAsync({ fileUuids: files.map((f) => f.fileUuid) });
          void message.success(t('files.delete.done', { count: files.length }));
          onDone();
        } catch (error) {
          showError(error);
        }
      },
    });
  }

  async function move(files: readonly DataFile[], targetFolderUuid: string): Promise<boolean> {
    try {
      await moveMutation.mutateAsync({ sourceFileUuids: files.map((f) => f.fileUuid), targetFolderUuid });
      void message.success(t('files.tree.moved', { count: files.length }));
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  }

  /** Without decisions a clash comes back as the list of clashes, for the user to decide per file. */
  async function copy(
    files: readonly DataFile[],
    targetFolderUuid: string,
    targetRepeatedUuids?: string[],
  ): Promise<CopyOutcome> {
    try {
      await copyMutation.mutateAsync({
        ...(user ? { ownerUserUuid: user.id } : {}),
        targetFolderUuid,
        sourceFileUuids: files.map((f) => f.fileUuid),
        ...(targetRepeatedUuids ? { targetRepeatedUuids } : {}),
      });
      void message.success(t('files.tree.copied', { count: files.length }));
      return { kind: 'done' };
    } catch (error) {
      const clashes = targetRepeatedUuids ? null : copyClashesOf(error);
      if (clashes) return { kind: 'clashes', clashes };
      showError(error);
      return { kind: 'failed' };
    }
  }

  return {
    download,
    httpDownload,
    remove,
    move,
    copy,
    pending: moveMutation.isPending || copyMutation.isPending,
  };
}
