import { Alert, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SAMPLE_IO_API, type ExpressInfo } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';
import { sampleKeys } from '../api/sample-keys';

/** GET getExpressInformation: the courier's tracking of a sent sample. */
export const expressQueryOptions = (sampleId: string) =>
  queryOptions({
    queryKey: sampleKeys.part(sampleId, 'express'),
    queryFn: ({ signal }) =>
      api.get<ExpressInfo>(`${SAMPLE_IO_API}/getExpressInformation`, { query: { sampleId }, signal }),
    // The courier's events change over hours: no reload on every focus.
    staleTime: 5 * 60_000,
  });

/**
 * The express information of a sent sample: its state and the courier's events as a timeline, newest first; on a
 * site without an express provider, plainly that live tracking is not available, with the company and number (unless
 * the page shows them already: `numberShown`). For the sample detail's shipping part and the test report page.
 */
export function ExpressInformation({ sampleId, numberShown = false }: { sampleId: string; numberShown?: boolean }) {
  const { t } = useTranslation();
  const express = useQuery(expressQueryOptions(sampleId));
  if (express.isPending) return <Spin size="small" />;
  if (express.isError) return <Alert type="warning" showIcon message={errorText(t, express.error)} />;
  const info = express.data;
  if (!info.configured) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="express-hint"
        message={t('sampleIo.express.notConfigured')}
        description={
          info.courierNumber &&
          !numberShown && (
            <Typography.Text copyable={{ text: info.courierNumber }} data-testid="express-number">
              {t('sampleIo.express.number', {
                company: info.logisticsCompany ? t(`samples.logistics.${info.logisticsCompany}`) : '',
                number: info.courierNumber,
              })}
            </Typography.Text>
          )
        }
      />
    );
  }
  return (
    <div className="express-information" data-testid="express-information">
      <Typography.Paragraph>
        <Tag color={info.state === 'delivered' ? 'green' : 'blue'}>{t(`sampleIo.express.states.${info.state}`)}</Tag>
        {t('sampleIo.express.number', {
          company: t(`samples.logistics.${info.logisticsCompany}`),
          number: info.courierNumber,
        })}
      </Typography.Paragraph>
      {info.events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sampleIo.express.empty')} />
      ) : (
        <Timeline
          items={info.events.map((event, i) => ({
            key: `${event.time}-${i}`,
            color: i === 0 ? 'green' : 'gray',
            children: (
              <>
                <Typography.Text type="secondary">{event.time}</Typography.Text>
                <div>
                  {event.location && <Tag>{event.location}</Tag>}
                  {event.context}
                </div>
              </>
            ),
          }))}
        />
      )}
    </div>
  );
}
