import { useState } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { reportFlagSchema, validateUploadFile, type ReportFlag } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useAttachReport } from '../api/reports';
import { FilePicker } from '../../../shared/ui/file-picker';

const FORM = 'attach-report';

interface AttachReportDialogProps {
  projectBaseId: string;
  initialFlag: ReportFlag;
  onClose: () => void;
}

/** Staff: attaches a report or an examining report (HTML and PDF open inline); the customers are told. */
export function AttachReportDialog({ projectBaseId, initialFlag, onClose }: AttachReportDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ flag: ReportFlag; title: string }>();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const mutation = useAttachReport();

  const onFinish = ({ flag, title }: { flag: ReportFlag; title: string }) => {
    const [file] = files;
    if (!file) return setFileError(t('errors.REPORT_FILE_REQUIRED'));
    mutation.mutate(
      { projectBaseId, flag, title: title?.trim() ?? '', file },
      {
        onSuccess: () => {
          void message.success(t('project.reports.attached'));
          onClose();
        },
        onError: (error) => setFileError(errorText(t, error)),
      },
    );
  };

  return (
    <Modal
      open
      title={t('project.reports.attachTitle')}
      okText={t('project.reports.attachOk')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: mutation.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form name={FORM} form={form} layout="vertical" initialValues={{ flag: initialFlag }} onFinish={onFinish}>
        <Form.Item name="flag" label={t('project.reports.flagLabel')}>
          <Radio.Group
            options={reportFlagSchema.options.map((flag) => ({
              value: flag,
              label: t(`project.reports.flags.${flag}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('project.reports.titleLabel')} extra={t('project.reports.titleHint')}>
          <Input maxLength={200} data-testid="report-title" />
        </Form.Item>
        <Form.Item
          label={t('project.reports.fileLabel')}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
        >
          <FilePicker
            refusedKey="project.files.refused"
            files={files}
            onChange={(picked) => {
              setFiles(picked);
              setFileError(null);
            }}
            maxCount={1}
            validate={validateUploadFile}
            buttonText={t('project.reports.pick')}
            testId="report-pick"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
