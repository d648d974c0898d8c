import { useState } from 'react';
import { Button, Card, Spin, Table, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { SAMPLE_DETAIL_FIELDS, type SampleDraftRow } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSampleInformation } from '../api/sample-information';
import { SaveTemplateDialog } from '../import/save-template-dialog';
import { SheetImportDialog } from '../import/sheet-import-dialog';
import { SampleLoadFailed } from './sample-load-failed';
import { SampleStatusTag } from './sample-status-tag';
import '../samples.css';

type Row = SampleDraftRow & { position: number };

/**
 * mysample/infoList/:id: the detail rows of a sample's sheet, one per tube, as the lab reads them; rows come in from a
 * spreadsheet, and go out as a template for the customer's next samples.
 */
export function InfoListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const information = useSampleInformation(id);
  const [dialog, setDialog] = useState<'import' | 'saveTemplate' | null>(null);
  if (information.isPending) return <Spin className="page-spin" />;
  if (information.isError) {
    return <SampleLoadFailed query={information} title={t('samples.sheet.loadFailed')} />;
  }
  const sheet = information.data;
  const rows: Row[] = sheet.detailSampleInformationList.map((row, index) => ({ ...row, position: index + 1 }));
  const show = (field: (typeof SAMPLE_DETAIL_FIELDS)[number], row: Row) => {
    const value = row[field];
    if (value === null || value === '') return '--';
    return field === 'constructionType' ? t(`samples.construction.${row.constructionType}`) : String(value);
  };
  return (
    <Card className="page-card samples-page" variant="borderless">
      <div className="sample-title-row">
        <Typography.Title level={4}>{t('samples.infoList.title', { title: sheet.title })}</Typography.Title>
        <SampleStatusTag status={sheet.status} />
        <Typography.Text type="secondary">{sheet.informationSingleNumber}</Typography.Text>
        <div className="samples-toolbar-spacer" />
        <Link to={pathTo(locale, 'mysample-sampleDetail', { id: sheet.sampleId })}>
          <Button>{t('samples.sheet.back')}</Button>
        </Link>
        {sheet.isEdit && (
          <Button onClick={() => setDialog('import')} data-testid="sheet-import">
            {t('sampleIo.import.button')}
          </Button>
        )}
        {rows.length > 0 && (
          <Button onClick={() => setDialog('saveTemplate')} data-testid="template-save">
            {t('samples.templates.saveButton')}
          </Button>
        )}
        <Link
          to={pathTo(locale, 'mysample-infoSheet', {
            id: sheet.sampleId,
            type: sheet.isEdit ? 'edit' : 'view',
            userId: sheet.userUuid,
          })}
        >
          <Button type="primary">{t(sheet.isEdit ? 'samples.detail.fillSheet' : 'samples.detail.viewSheet')}</Button>
        </Link>
      </div>
      <SheetImportDialog sampleId={sheet.sampleId} open={dialog === 'import'} onClose={() => setDialog(null)} />
      {dialog === 'saveTemplate' && (
        <SaveTemplateDialog
          sample={{ sampleId: sheet.sampleId, title: sheet.title, sampleType: sheet.sampleType }}
          onClose={() => setDialog(null)}
        />
      )}
      {/* A phone sees two or three of the 13 columns: the hint says the grid scrolls (walkthrough L6). */}
      <Typography.Text type="secondary" className="sample-sheet-scroll-hint" data-testid="info-list-scroll-hint">
        {t('samples.sheet.scrollHint', { count: SAMPLE_DETAIL_FIELDS.length + 1 })}
      </Typography.Text>
      <Table<Row>
        rowKey="position"
        size="small"
        data-testid="info-list"
        // Rows of a sheet are read column by column, as in the spreadsheet: a phone scrolls the grid sideways
        // instead of stacking each row's unlabelled values (console-fit.css).
        className="table-grid"
        dataSource={rows}
        scroll={{ x: 1500 }}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { key: 'position', title: t('samples.row.position'), dataIndex: 'position', width: 56 },
          ...SAMPLE_DETAIL_FIELDS.map((field) => ({
            key: field,
            title: t(`samples.row.${field}`),
            width: field === 'remark' ? 220 : 130,
            render: (_: unknown, row: Row) => show(field, row),
          })),
        ]}
      />
    </Card>
  );
}
