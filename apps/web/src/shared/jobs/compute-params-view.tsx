import { Descriptions, Empty, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { EMPTY_CELL_TEXT, type workflowParamsResponseSchema } from '@biocloud/contracts';
import { errorText } from '../api/error-text';
import type { Parsed } from '../api/parsed';
import { useLocale } from '../i18n/use-locale';
import { jobParamText } from './job-param-text';

/*
 * A compute job's params (spec 000 §2): every app param with the value the job ran with. The full compute job page
 * and a project's job page read them through their own endpoints (the project's lets members see them) and show them
 * here alike.
 */

export type ComputeParams = Parsed<typeof workflowParamsResponseSchema>;

export function ComputeParamsView({ params, testId }: { params: UseQueryResult<ComputeParams>; testId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();

  const words = { unset: EMPTY_CELL_TEXT, yes: t('compute.params.yes'), no: t('compute.params.no') };

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
      data-testid={testId}
      items={params.data.params.map((param) => ({
        key: param.name,
        label: param.label[locale],
        children: jobParamText(param, locale, words),
      }))}
    />
  );
}
