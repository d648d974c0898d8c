import { useState } from 'react';
import { Button, Card, Descriptions, Spin, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { textOrEmptyCell, type SampleStatus } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { SampleLoadFailed } from './sample-load-failed';
import { useSample } from '../api/get-sample';
import { sheetPath } from '../lib/sample-links';
import { LinkProjectDialog } from './link-project-dialog';
import { MoveSampleDialog } from './move-sample-dialog';
import { SampleFormDialog } from './sample-form-dialog';
import { SampleProjectCard } from './sample-project-card';
import { ExpressInformation } from '../shipping/express-information';
import { SampleStatusTag } from './sample-status-tag';
import { SampleTimeline } from './sample-timeline';
import { SendSampleDialog } from './send-sample-dialog';
import '../samples.css';

type Dialog = { kind: 'edit' } | { kind: 'send' } | { kind: 'move'; to: SampleStatus } | { kind: 'link' };

/**
 * mysample/sampleDetail/:id: the sample with its actions (the sheet, edit, send, the moves the caller may make, the
 * staff's project link), its shipping, its timeline (getSampleProcess) and the project it belongs to.
 */
export function SampleDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const detail = useSample(id);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  if (detail.isPending) return <Spin className="page-spin" />;
  if (detail.isError) return <SampleLoadFailed query={detail} />;
  const { sample, project } = detail.data;
  const { actions } = sample;

  return (
    <div className="sample-detail" data-testid="sample-detail">
      <Card className="page-card" variant="borderless">
        <div className="sample-title-row">
          <Typography.Title level={4}>{sample.title}</Typography.Title>
          <SampleStatusTag status={sample.status} />
          <Typography.Text type="secondary">{sample.informationSingleNumber}</Typography.Text>
        </div>
        <div className="sample-actions">
          <Link to={sheetPath(locale, sample)}>
            <Button type={actions.edit ? 'primary' : 'default'} data-testid="sample-open-sheet">
              {t(actions.edit ? 'samples.detail.fillSheet' : 'samples.detail.viewSheet')}
            </Button>
          </Link>
          <Link to={pathTo(locale, 'mysample-infoList', { id: sample.sampleId })}>
            <Button>{t('samples.detail.rows', { count: sample.rowCount })}</Button>
          </Link>
          <Link to={pathTo(locale, 'mysample-testReport', { id: sample.sampleId })}>
            <Button data-testid="sample-open-reports">{t('sampleIo.reports.open')}</Button>
          </Link>
          <Link to={pathTo(locale, 'mysample-sendInstructions', { userId: sample.userUuid })}>
            <Button data-testid="sample-open-instructions">{t('samples.instructions.open')}</Button>
          </Link>
          <Link to={`${pathTo(locale, 'returnSampleAddressEmail')}?sampleId=${encodeURIComponent(sample.sampleId)}`}>
            <Button data-testid="sample-open-return-address">{t('samples.returnAddress.open')}</Button>
          </Link>
          <Link to={pathTo(locale, 'mysample-bookingList', { id: sample.sampleId })}>
            <Button data-testid="sample-open-bookings">{t('samples.booking.toList')}</Button>
          </Link>
          {actions.edit && <Button onClick={() => setDialog({ kind: 'edit' })}>{t('samples.list.edit')}</Button>}
          {actions.send && (
            <Button type="primary" onClick={() => setDialog({ kind: 'send' })} data-testid="sample-detail-send">
              {t('samples.list.send')}
            </Button>
          )}
          {actions.moves.map((to) => (
            <Button
              key={to}
              danger={to === 'cancelled' || to === 'returned'}
              onClick={() => setDialog({ kind: 'move', to })}
              data-testid={`sample-move-${to}`}
            >
              {t(`samples.move.action.${to}`)}
            </Button>
          ))}
          {actions.linkProject && (
            <Button onClick={() => setDialog({ kind: 'link' })} data-testid="sample-link-project">
              {t('samples.link.title')}
            </Button>
          )}
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'type',
              label: t('samples.fields.sampleType'),
              children: t(`samples.sampleType.${sample.sampleType}`),
            },
            { key: 'owner', label: t('samples.fields.ownerName'), children: sample.ownerName },
            { key: 'created', label: t('samples.fields.createTime'), children: formatDateTime(sample.createTime) },
            {
              key: 'description',
              label: t('samples.fields.description'),
              children: textOrEmptyCell(sample.description),
            },
          ]}
        />
      </Card>
      {/* Express information: the courier's tracking (getExpressInformation) lives in features/samples/shipping. */}
      <Card title={t('samples.detail.shipping')} variant="borderless" data-testid="sample-shipping">
        {sample.courierNumber ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'company',
                label: t('samples.fields.logisticsCompany'),
                children: textOrEmptyCell(sample.logisticsCompany && t(`samples.logistics.${sample.logisticsCompany}`)),
              },
              { key: 'number', label: t('samples.fields.courierNumber'), children: sample.courierNumber },
              { key: 'sent', label: t('samples.fields.sendTime'), children: formatDateTime(sample.sendTime) },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('samples.detail.notSent')}</Typography.Text>
        )}
        {sample.courierNumber && <ExpressInformation sampleId={sample.sampleId} numberShown />}
      </Card>
      <Card title={t('samples.detail.project')} variant="borderless">
        <SampleProjectCard project={project} />
      </Card>
      <Card title={t('samples.detail.timeline')} variant="borderless">
        <SampleTimeline sampleId={sample.sampleId} />
      </Card>
      {dialog?.kind === 'edit' && <SampleFormDialog sample={sample} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'send' && <SendSampleDialog sample={sample} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'move' && <MoveSampleDialog sample={sample} to={dialog.to} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'link' && <LinkProjectDialog sample={sample} onClose={() => setDialog(null)} />}
    </div>
  );
}
