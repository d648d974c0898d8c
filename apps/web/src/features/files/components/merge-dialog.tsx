import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Spin, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { validateRename, type DataFile } from '@biocloud/contracts';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { pathTo } from '../../../shared/config/paths';
import { filesKeys } from '../api/files-keys';
import { useMergeFiles, useMergeJob } from '../api/merge-files';
import { contractsRule } from '../../../shared/ui/contracts-rule';

const FORM = 'merge-files';
const DEFAULT_NAME = 'merged.txt';
/** After the job ends the server puts the merged file into the folder within a few seconds: the list is asked again. */
const LIST_REFRESH_MS = 1000;
const LIST_REFRESHES = 10;

/** Asks for the lists again a few times, beyond the dialog's life (it closes once the job succeeded). */
function refreshListsSoon(queryClient: QueryClient) {
  for (let i = 0; i < LIST_REFRESHES; i += 1) {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: filesKeys.lists }), i * LIST_REFRESH_MS);
  }
}

interface MergeDialogProps {
  files: DataFile[];
  folderUuid: string;
  onClose: () => void;
}

/**
 * Merges the selected text files, in the order shown, into a new file of this folder: the name follows the rename
 * rule; then the dialog follows the merge job until it ends, and the table shows the merged file.
 */
export function MergeDialog({ files, folderUuid, onClose }: MergeDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ fileName: string }>();
  const merge = useMergeFiles();
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useMergeJob(jobId);
  const status = job.data?.status;

  const succeeded = status === 'success';
  const announced = useRef(false);
  useEffect(() => {
    if (!succeeded || announced.current) return;
    announced.current = true;
    void message.success(t('files.merge.done'));
    refreshListsSoon(queryClient);
    onClose();
  }, [succeeded, message, t, queryClient, onClose]);

  const onFinish = ({ fileName }: { fileName: string }) => {
    merge.mutate(
      { fileUuids: files.map((f) => f.fileUuid), fileName: fileName.trim(), parentsUuid: folderUuid },
      {
        onSuccess: (answer) => setJobId(answer.jobId),
        onError: (error) => {
          if (!isReportedByApp(error)) form.setFields([{ name: 'fileName', errors: [errorText(t, error)] }]);
        },
      },
    );
  };

  const jobLink = jobId && <Link to={pathTo(locale, 'myjob-task-detail', { jobId })}>{t('files.merge.openJob')}</Link>;
  const failed = status === 'error' || status === 'killed';

  return (
    <Modal
      open
      title={t('files.merge.title')}
      okText={t('files.merge.ok')}
      cancelText={jobId ? t('files.upload.close') : t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: merge.isPending, disabled: jobId !== null }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('files.merge.order')}</Typography.Paragraph>
      <ol className="merge-files" data-testid="merge-files">
        {files.map((file) => (
          <li key={file.fileUuid}>{file.name}</li>
        ))}
      </ol>
      <Form
        name={FORM}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ fileName: DEFAULT_NAME }}
        disabled={jobId !== null}
        onFinish={onFinish}
      >
        <Form.Item
          name="fileName"
          label={t('files.merge.name')}
          extra={t('files.rename.rule')}
          rules={[contractsRule(t, validateRename)]}
        >
          <Input autoFocus autoComplete="off" />
        </Form.Item>
      </Form>
      {jobId && !failed && (
        <Alert
          type="info"
          showIcon
          icon={<Spin size="small" />}
          title={t('files.merge.running')}
          description={jobLink}
          data-testid="merge-running"
        />
      )}
      {failed && <Alert type="error" showIcon title={t('files.merge.failed')} description={jobLink} />}
    </Modal>
  );
}
