import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { StaffPromotion, StaffPromotionInput } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useIsStaff } from '../../../shared/api/use-is-staff';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useEndPromotion, useSavePromotion, useStaffPromotions } from './promotions-api';

type Values = Omit<StaffPromotionInput, 'activeTo'> & { activeTo?: string };

/** A time as the datetime-local field shows it (local time, minutes), and back to ISO. */
const toLocalField = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalField = (value: string) => new Date(value).toISOString();

const TEXT_FIELDS = ['titleZh', 'titleEn', 'textZh', 'textEn', 'actionZh', 'actionEn'] as const;

function PromotionForm({ editing, onDone }: { editing: StaffPromotion | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSavePromotion();
  const initial: Partial<Values> = editing
    ? {
        ...editing,
        activeFrom: toLocalField(editing.activeFrom),
        activeTo: editing.activeTo ? toLocalField(editing.activeTo) : '',
      }
    : { activeFrom: toLocalField(new Date().toISOString()) };
  const onFinish = (values: Values) =>
    save.mutate(
      {
        id: editing?.id,
        input: {
          ...values,
          activeFrom: fromLocalField(values.activeFrom),
          activeTo: values.activeTo ? fromLocalField(values.activeTo) : null,
        },
      },
      {
        onSuccess: () => {
          void message.success(t('contentPages.promotions.saved'));
          onDone();
        },
        onError: (error) => form.setFields([{ name: 'type', errors: [errorText(t, error)] }]),
      },
    );
  const required = { required: true, whitespace: true, message: t('contentPages.promotions.required') };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={onFinish} name="promotion">
      <Form.Item
        name="type"
        label={t('contentPages.promotions.type')}
        extra={t('contentPages.promotions.typeHint')}
        rules={[required, { pattern: /^[a-z0-9][a-z0-9-]{0,39}$/, message: t('contentPages.promotions.typeRule') }]}
      >
        <Input data-testid="promotion-type" />
      </Form.Item>
      {TEXT_FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`contentPages.promotions.${name}`)}
          rules={name.startsWith('text') ? [] : [required]}
        >
          {name.startsWith('text') ? (
            <Input.TextArea rows={2} data-testid={`promotion-${name}`} />
          ) : (
            <Input data-testid={`promotion-${name}`} />
          )}
        </Form.Item>
      ))}
      <Form.Item name="href" label={t('contentPages.promotions.href')} extra={t('contentPages.promotions.hrefHint')}>
        <Input data-testid="promotion-href" />
      </Form.Item>
      <Form.Item name="image" label={t('contentPages.promotions.image')} extra={t('contentPages.promotions.imageHint')}>
        <Input data-testid="promotion-image" />
      </Form.Item>
      <Space wrap>
        <Form.Item name="activeFrom" label={t('contentPages.promotions.activeFrom')} rules={[required]}>
          <Input type="datetime-local" data-testid="promotion-from" />
        </Form.Item>
        <Form.Item name="activeTo" label={t('contentPages.promotions.activeTo')}>
          <Input type="datetime-local" data-testid="promotion-to" />
        </Form.Item>
      </Space>
      <div>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="promotion-save">
          {t('contentPages.promotions.save')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * promotion/manage (issue 27 item 4): staff create, edit and end the promotions promote/active/<type> shows (the
 * newest active one of its type, before the instance configuration's). Customers get a refusal without asking.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const isStaff = useIsStaff();
  const list = useStaffPromotions();
  const end = useEndPromotion();
  const [editing, setEditing] = useState<StaffPromotion | null | undefined>(undefined);
  if (user.isPending) return <Skeleton active />;
  if (!isStaff) return <Result status="403" title={t('errors.STAFF_ONLY')} />;
  const title = (p: StaffPromotion) => (locale === 'zh' ? p.titleZh : p.titleEn);
  return (
    <Card className="page-card" variant="borderless" data-testid="promotions-page">
      <Space className="promotions-head" wrap>
        <Typography.Title level={4}>{t('contentPages.promotions.title')}</Typography.Title>
        <Button type="primary" onClick={() => setEditing(null)} data-testid="promotion-new">
          {t('contentPages.promotions.new')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('contentPages.promotions.intro')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={list.isPending}
        scroll={{ x: 'max-content' }}
        pagination={false}
        dataSource={list.data?.list ?? []}
        columns={[
          { title: t('contentPages.promotions.type'), dataIndex: 'type' },
          { title: t('contentPages.promotions.titleCol'), render: (_, p) => title(p) },
          {
            title: t('contentPages.promotions.state'),
            render: (_, p) =>
              p.active ? (
                <Tag color="green">{t('contentPages.promotions.active')}</Tag>
              ) : (
                <Tag>{t('contentPages.promotions.inactive')}</Tag>
              ),
          },
          {
            title: t('contentPages.promotions.period'),
            render: (_, p) => `${formatDateTime(p.activeFrom)} – ${p.activeTo ? formatDateTime(p.activeTo) : '…'}`,
          },
          {
            title: t('contentPages.promotions.actions'),
            render: (_, p) => (
              <Space>
                <Button size="small" onClick={() => setEditing(p)}>
                  {t('contentPages.promotions.edit')}
                </Button>
                {p.active && (
                  <Button
                    size="small"
                    danger
                    loading={end.isPending && end.variables === p.id}
                    onClick={() => end.mutate(p.id)}
                  >
                    {t('contentPages.promotions.end')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {list.isError && <Typography.Text type="danger">{errorText(t, list.error)}</Typography.Text>}
      <Modal
        open={editing !== undefined}
        title={t(editing ? 'contentPages.promotions.editTitle' : 'contentPages.promotions.new')}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(undefined)}
      >
        {editing !== undefined && <PromotionForm editing={editing} onDone={() => setEditing(undefined)} />}
      </Modal>
    </Card>
  );
}
