import { DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Space, Spin, Table, Typography, Upload } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { SampleDocument, SampleDocumentKind } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { pathTo } from '../../../shared/config/paths';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { SampleLoadFailed } from '../components/sample-load-failed';
import { useSample } from '../api/get-sample';
import { ExpressInformation } from '../shipping/express-information';
import { documentHref, reportsZipHref, sheetPdfHref, useSampleDocuments, useUploadDocument } from './sample-reports';
import '../samples.css';

/** A list of one kind of document with its upload button (for whoever may upload that kind). */
function DocumentList({
  sampleId,
  kind,
  canUpload,
}: {
  sampleId: string;
  kind: SampleDocumentKind;
  canUpload: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const documents = useSampleDocuments(sampleId, kind);
  const upload = useUploadDocument(sampleId, kind);
  const texts =
    kind === 'report'
      ? { empty: 'sampleIo.reports.empty', upload: 'sampleIo.reports.upload', done: 'sampleIo.reports.uploaded' }
      : {
          empty: 'sampleIo.reports.signedEmpty',
          upload: 'sampleIo.reports.uploadSigned',
          done: 'sampleIo.reports.signedUploaded',
        };

  const send = (file: File) => {
    upload.mutate(file, {
      onSuccess: (doc) => void message.success(t(texts.done, { name: doc.fileName })),
      onError: (error) => void message.error(errorText(t, error)),
    });
    return false;
  };

  return (
    <Flex vertical gap="small" className="sample-documents">
      {canUpload && (
        <Upload accept="application/pdf,.pdf" showUploadList={false} beforeUpload={send}>
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid={`upload-${kind}`}>
            {t(texts.upload)}
          </Button>
        </Upload>
      )}
      <Table<SampleDocument>
        size="small"
        rowKey="reportId"
        loading={documents.isPending}
        dataSource={documents.data ?? []}
        pagination={false}
        data-testid={`documents-${kind}`}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(texts.empty)} /> }}
        columns={[
          {
            key: 'name',
            title: t('sampleIo.reports.name'),
            render: (_, doc) => (
              <Typography.Link href={documentHref(doc.reportId)} target="_blank" rel="noopener">
                {doc.fileName}
              </Typography.Link>
            ),
          },
          { key: 'size', title: t('sampleIo.reports.size'), width: 110, render: (_, doc) => formatBytes(doc.size) },
          {
            key: 'time',
            title: t('sampleIo.reports.time'),
            width: 170,
            render: (_, doc) => formatDateTime(doc.createTime),
          },
          {
            key: 'actions',
            width: 100,
            render: (_, doc) => (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<EyeOutlined />}
                  aria-label={t('sampleIo.reports.view')}
                  href={documentHref(doc.reportId)}
                  target="_blank"
                />
                <Button
                  type="text"
                  icon={<DownloadOutlined />}
                  aria-label={t('sampleIo.reports.download')}
                  href={documentHref(doc.reportId)}
                  download={doc.fileName}
                />
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/**
 * mysample/testReport/:id (getSampleReport): the sample's test reports, opened in the browser's PDF viewer or
 * downloaded one by one or all as one zip (batchDownLoadReport); staff upload them. Below, the signed information
 * sheet the customer uploads back (uploadSamplePdf) and the courier's tracking.
 */
export function TestReportPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const detail = useSample(id);
  const user = useCurrentUser();
  const reports = useSampleDocuments(id, 'report');
  if (detail.isPending) return <Spin className="page-spin" />;
  if (detail.isError) return <SampleLoadFailed query={detail} />;
  const { sample } = detail.data;
  const isStaff = user.data?.role === 'staff';
  return (
    <div className="sample-detail" data-testid="test-report-page">
      <Card
        className="page-card samples-card"
        variant="borderless"
        title={t('sampleIo.reports.title', { title: sample.title })}
        extra={
          <Space wrap>
            <Link to={pathTo(locale, 'mysample-sampleDetail', { id: sample.sampleId })}>
              <Button>{t('sampleIo.reports.back')}</Button>
            </Link>
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              href={reportsZipHref([sample.sampleId])}
              disabled={!reports.data?.length}
              data-testid="reports-zip"
            >
              {t('sampleIo.reports.downloadAll')}
            </Button>
          </Space>
        }
      >
        <DocumentList sampleId={sample.sampleId} kind="report" canUpload={isStaff} />
      </Card>
      <Card
        className="samples-card"
        title={t('sampleIo.reports.signed')}
        variant="borderless"
        extra={
          <Button icon={<DownloadOutlined />} href={sheetPdfHref(sample.sampleId)} data-testid="sheet-pdf">
            {t('sampleIo.reports.sheetPdf')}
          </Button>
        }
      >
        <DocumentList sampleId={sample.sampleId} kind="signedSheet" canUpload />
      </Card>
      {sample.courierNumber && (
        <Card title={t('sampleIo.reports.express')} variant="borderless">
          <ExpressInformation sampleId={sample.sampleId} />
        </Card>
      )}
    </div>
  );
}
