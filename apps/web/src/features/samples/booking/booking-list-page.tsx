import { App, Button, Card, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { Sample, SampleBooking } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useCancelBooking, useSampleBookings } from './sample-bookings';
import { SamplePageFrame } from './sample-page-frame';
import '../samples.css';

function BookingTable({ sample }: { sample: Sample }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const bookings = useSampleBookings(sample.sampleId);
  const cancel = useCancelBooking(sample.sampleId);

  const onCancel = (booking: SampleBooking) =>
    cancel.mutateAsync(booking.bookingId).then(
      () => void message.success(t('samples.booking.cancelled')),
      (error: unknown) => void message.error(errorText(t, error)),
    );

  return (
    <Card
      className="page-card samples-card"
      variant="borderless"
      title={t('samples.booking.listTitle', { title: sample.title })}
      extra={
        <Space wrap>
          <Link to={pathTo(locale, 'mysample-sampleDetail', { id: sample.sampleId })}>
            <Button>{t('samples.booking.back')}</Button>
          </Link>
          <Link to={pathTo(locale, 'mysample-booking', { id: sample.sampleId })}>
            <Button type="primary" data-testid="booking-new">
              {t('samples.booking.new')}
            </Button>
          </Link>
        </Space>
      }
    >
      <Table<SampleBooking>
        size="small"
        rowKey="bookingId"
        loading={bookings.isPending}
        dataSource={bookings.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="booking-list"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('samples.booking.empty')} /> }}
        columns={[
          { key: 'kind', title: t('samples.booking.kind'), render: (_, b) => t(`samples.booking.kinds.${b.kind}`) },
          { key: 'date', title: t('samples.booking.date'), dataIndex: 'bookingDate' },
          {
            key: 'contact',
            title: t('samples.booking.contact'),
            render: (_, b) => `${b.contactName} ${b.contactPhone}`,
          },
          { key: 'count', title: t('samples.booking.sampleCount'), dataIndex: 'sampleCount' },
          { key: 'address', title: t('samples.booking.address'), dataIndex: 'address', ellipsis: true },
          {
            key: 'status',
            title: t('samples.booking.status'),
            render: (_, b) => (
              <Tag color={b.status === 'booked' ? 'green' : 'default'}>{t(`samples.booking.statuses.${b.status}`)}</Tag>
            ),
          },
          { key: 'time', title: t('samples.booking.createTime'), render: (_, b) => formatDateTime(b.createTime) },
          {
            key: 'actions',
            render: (_, b) =>
              b.status === 'booked' && (
                <Popconfirm
                  title={t('samples.booking.cancelConfirm')}
                  okText={t('samples.booking.cancelOk')}
                  cancelText={t('samples.booking.cancelKeep')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void onCancel(b)}
                >
                  <Button size="small" danger data-testid="booking-cancel">
                    {t('samples.booking.cancel')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** mysample/bookingList/:id: a sample's bookings, each cancelled after a confirmation while it stands. */
export function BookingListPage() {
  const { id = '' } = useParams();
  return <SamplePageFrame sampleId={id}>{(sample) => <BookingTable sample={sample} />}</SamplePageFrame>;
}
