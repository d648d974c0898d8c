import { Drawer, Empty, Table } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SampleTemplate } from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { DeleteConfirmButton } from '../components/delete-confirm-button';
import { useDeleteSampleTemplate, useSampleTemplates } from './sample-templates';

const DRAWER_WIDTH = 560;

/**
 * The customer's sample templates (saved from a sheet's rows page, applied in the new-sample dialog): each with its
 * kind of sample and rows, deleted after a confirmation.
 */
export function TemplatesDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const templates = useSampleTemplates();
  const remove = useDeleteSampleTemplate();
  return (
    <Drawer
      open
      title={t('samples.templates.title')}
      onClose={onClose}
      size={DRAWER_WIDTH}
      data-testid="templates-drawer"
    >
      {templates.isError ? (
        <LoadFailed
          title={t('samples.templates.loadFailed')}
          error={templates.error}
          retryText={t('samples.list.retry')}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <Table<SampleTemplate>
          rowKey="templateId"
          size="small"
          loading={templates.isPending}
          dataSource={templates.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="templates-table"
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('samples.templates.empty')} />,
          }}
          columns={[
            { key: 'name', title: t('samples.templates.name'), dataIndex: 'sampleTempleName' },
            {
              key: 'type',
              title: t('samples.fields.sampleType'),
              render: (_, template) => t(`samples.sampleType.${template.sampleType}`),
            },
            { key: 'rows', title: t('samples.fields.rowCount'), dataIndex: 'rowCount' },
            { key: 'time', title: t('samples.fields.createTime'), render: (_, tp) => formatDateTime(tp.createTime) },
            {
              key: 'delete',
              render: (_, template) => (
                <DeleteConfirmButton
                  confirm={t('samples.templates.deleteConfirm', { name: template.sampleTempleName })}
                  done={t('samples.templates.deleted')}
                  pending={remove.isPending}
                  onDelete={(callbacks) => remove.mutate(template.templateId, callbacks)}
                  testId="template-delete"
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
