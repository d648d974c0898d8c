import { Descriptions, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_CELL_TEXT, type WorkflowDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useWorkflowTab, type WorkflowParams } from '../api/get-workflow-tabs';

type ParamValue = WorkflowParams['params'][number]['value'];

/** The params tab: every app param with the value the job ran with. */
export function ParamsTab({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useWorkflowTab(locale, job.id, 'params');

  const shown = (value: ParamValue) => {
    if (value === null || value === '') return EMPTY_CELL_TEXT;
    if (typeof value === 'boolean') return t(value ? 'compute.params.yes' : 'compute.params.no');
    return String(value);
  };

  if (params.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (params.isError) {
    return <Result status="warning" title={t('compute.params.loadFailed')} subTitle={errorText(t, params.error)} />;
  }
  if (params.data.params.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compute.params.empty')} />;
  }
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="compute-params"
      items={params.data.params.map((param) => ({
        key: param.name,
        label: param.label[locale],
        children: shown(param.value),
      }))}
    />
  );
}
