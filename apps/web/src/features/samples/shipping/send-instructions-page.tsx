import { Button, Card, Descriptions, Result, Space, Spin, Steps, Typography } from 'antd';
import { LAB_ADDRESS_FIELDS } from '@biocloud/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useLabAddress } from './lab-address';
import '../samples.css';

/** The packing and sending steps, in order; their texts are `samples.instructions.steps.<step>.*`. */
const STEPS = ['sheet', 'tubes', 'pack', 'label', 'send'] as const;

/**
 * mysample/sendInstructions/:userId: how to pack and send samples and where to, for that customer. The steps are texts
 * of the samples namespace (the text content configuration); the lab's receiving address is instance configuration
 * (SAMPLE_LAB_* on the server). Only the customer themself (or staff) opens a customer's page; anyone else is told it
 * is not theirs.
 */
export function SendInstructionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { userId = '' } = useParams();
  const user = useCurrentUser();
  const lab = useLabAddress();
  if (user.isPending) return <Spin className="page-spin" />;
  if (!user.data || (user.data.id !== userId && user.data.role !== 'staff')) {
    return <Result status="403" title={t('samples.instructions.notYours')} data-testid="send-instructions-refused" />;
  }
  return (
    <Card
      className="page-card samples-card"
      variant="borderless"
      title={t('samples.instructions.title')}
      data-testid="send-instructions"
      extra={
        <Link to={pathTo(locale, 'mysample-list')}>
          <Button>{t('samples.instructions.toList')}</Button>
        </Link>
      }
    >
      <Space direction="vertical" size="large" className="send-instructions">
        <Typography.Paragraph>{t('samples.instructions.intro')}</Typography.Paragraph>
        <Steps
          direction="vertical"
          current={-1}
          items={STEPS.map((step) => ({
            title: t(`samples.instructions.steps.${step}.title`),
            description: t(`samples.instructions.steps.${step}.text`),
            status: 'process',
          }))}
        />
        {lab.isError ? (
          <LoadFailed
            title={t('samples.instructions.lab.loadFailed')}
            error={lab.error}
            retryText={t('samples.list.retry')}
            onRetry={() => void lab.refetch()}
          />
        ) : (
          <Descriptions
            bordered
            size="small"
            column={1}
            title={t('samples.instructions.lab.title')}
            data-testid="lab-address"
            items={LAB_ADDRESS_FIELDS.map((key) => ({
              key,
              label: t(`samples.instructions.lab.labels.${key}`),
              children: lab.data?.[key] ?? <Spin size="small" />,
            }))}
          />
        )}
        <Typography.Paragraph type="secondary">
          {t('samples.instructions.returnHint')}{' '}
          <Link to={pathTo(locale, 'returnSampleAddressEmail')}>{t('samples.returnAddress.open')}</Link>
        </Typography.Paragraph>
      </Space>
    </Card>
  );
}
