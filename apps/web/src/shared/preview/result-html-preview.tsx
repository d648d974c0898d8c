import { Alert, Modal, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { api } from '../api-client';
import { errorText } from '../api/error-text';
import { downloadUrl } from './file-urls';
import type { PreviewedFile } from './result-text-preview';
import './preview.css';

/**
 * An HTML result (an app's report.html) drawn from its text in a frame sandboxed with nothing allowed: its scripts,
 * forms and links cannot run against the console, and the server sends HTML only as an attachment anyway.
 */
export function ResultHtmlPreview({ file, onClose }: { file: PreviewedFile; onClose: () => void }) {
  const { t } = useTranslation();
  const html = useQuery({
    queryKey: ['result-html', file.fileUuid],
    queryFn: ({ signal }) => api.get<string>(downloadUrl(file.fileUuid), { signal }),
    // A job's result file never changes once written.
    staleTime: Infinity,
  });
  return (
    <Modal
      open
      title={t('myjob.result.preview', { name: file.fileName })}
      width="min(1200px, 96vw)"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {html.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : html.isError ? (
        <Alert type="error" showIcon title={t('myjob.result.previewFailed')} description={errorText(t, html.error)} />
      ) : (
        <iframe
          className="result-html-frame"
          data-testid="result-html-frame"
          title={t('myjob.result.preview', { name: file.fileName })}
          sandbox=""
          srcDoc={html.data}
        />
      )}
    </Modal>
  );
}
