import { Descriptions, Empty, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TaskDetailResponse } from '@biocloud/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { jobParamText } from '../../../shared/jobs/job-param-text';

/** The inputs and parameter values the job ran with, labelled as the tool's form labels them. */
export function TaskParamsTab({ job }: { job: TaskDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();

  const words = { unset: t('myjob.params.unset'), yes: t('myjob.params.yes'), no: t('myjob.params.no') };

  return (
    <div className="task-params" data-testid="task-params">
      <Typography.Title level={5}>{t('myjob.params.inputs')}</Typography.Title>
      {job.inputs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myjob.params.noInputs')} />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={job.inputs.map((input) => ({
            key: input.name,
            label: input.label[locale],
            children: input.files.map((file) => (
              <div key={file.fileUuid}>
                <Tooltip title={file.filePath}>
                  <Typography.Text>{file.fileName}</Typography.Text>
                </Tooltip>
              </div>
            )),
          }))}
        />
      )}
      <Typography.Title level={5}>{t('myjob.params.params')}</Typography.Title>
      {job.params.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myjob.params.noParams')} />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={job.params.map((param) => ({
            key: param.name,
            label: param.label[locale],
            children: <span data-param={param.name}>{jobParamText(param, locale, words)}</span>,
          }))}
        />
      )}
    </div>
  );
}
