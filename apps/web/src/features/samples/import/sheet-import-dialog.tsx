import { useState } from 'react';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Modal, Space, Table, Typography, Upload } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SheetImportError, SheetImportResult } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { saveMarkedSheet, sheetTemplateHref, useImportSheet } from './import-sheet';

/**
 * The sheet import (issue 17 item 3): the template to fill, a file to send, and the answer: the rows taken, or every
 * problem (row, column, reason) with the sheet marked to download, fix and send again. Nothing is kept of a refusal.
 */
export function SheetImportDialog({
  sampleId,
  open,
  onClose,
}: {
  sampleId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const importSheet = useImportSheet(sampleId);
  const [replace, setReplace] = useState(false);
  const [answer, setAnswer] = useState<{ result: SheetImportResult; fileName: string } | null>(null);

  const send = (file: File) => {
    setAnswer(null);
    importSheet.mutate(
      { file, replace },
      {
        onSuccess: (result) => {
          setAnswer({ result, fileName: file.name });
          if (result.ok)
            void message.success(t('sampleIo.import.imported', { count: result.imported, total: result.rowCount }));
        },
        onError: (error) => void message.error(errorText(t, error)),
      },
    );
    return false;
  };

  const refused = answer && !answer.result.ok ? answer.result : null;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('sampleIo.import.title')}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="sheet-import-dialog"
    >
      <Space direction="vertical" size="middle" className="sample-import-body">
        <Typography.Paragraph type="secondary">{t('sampleIo.import.templateHint')}</Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} href={sheetTemplateHref} data-testid="sheet-template">
            {t('sampleIo.import.template')}
          </Button>
          <Upload accept=".xlsx" showUploadList={false} beforeUpload={send} disabled={importSheet.isPending}>
            <Button type="primary" icon={<UploadOutlined />} loading={importSheet.isPending} data-testid="sheet-choose">
              {t('sampleIo.import.choose')}
            </Button>
          </Upload>
          <Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)}>
            {t('sampleIo.import.replace')}
          </Checkbox>
        </Space>
        {answer?.result.ok && (
          <Alert
            type="success"
            showIcon
            data-testid="sheet-import-ok"
            message={t('sampleIo.import.imported', { count: answer.result.imported, total: answer.result.rowCount })}
          />
        )}
        {refused && answer && (
          <>
            <Alert
              type="error"
              showIcon
              data-testid="sheet-import-refused"
              message={t('sampleIo.import.refused', { count: refused.errors.length })}
              action={
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  data-testid="sheet-marked"
                  onClick={() => saveMarkedSheet(refused.markedSheet, answer.fileName)}
                >
                  {t('sampleIo.import.markedSheet')}
                </Button>
              }
            />
            <Table<SheetImportError>
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.code}`}
              dataSource={refused.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              data-testid="sheet-import-errors"
              columns={[
                { key: 'row', title: t('sampleIo.import.row'), dataIndex: 'row', width: 70 },
                { key: 'column', title: t('sampleIo.import.column'), dataIndex: 'columnLabel', width: 160 },
                { key: 'reason', title: t('sampleIo.import.reason'), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
