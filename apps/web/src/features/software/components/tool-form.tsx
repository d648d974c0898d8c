import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { SoftwareDetailResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { GeneratedForm } from '../../../shared/tool-form/generated-form';
import type { ToolFormValues } from '../../../shared/tool-form/tool-form-values';
import { useSubmitTask } from '../api/submit-task';
import { PriceTag } from '../../../shared/ui/price-tag';
import { BeanCost } from './bean-cost';

interface ToolFormProps {
  tool: SoftwareDetailResponse;
  initial: ToolFormValues;
}

/** The tool's generated form; a submitted job opens on its task page. */
export function ToolForm({ tool, initial }: ToolFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const submit = useSubmitTask();

  return (
    <GeneratedForm
      form={tool.form}
      initial={initial}
      disabled={!tool.available}
      submitting={submit.isPending}
      footer={
        <span className="tool-form-price">
          <Typography.Text type="secondary">{t('software.price.label')}</Typography.Text>
          <PriceTag price={tool.price} beansAccepted={tool.beansAccepted} />
          <BeanCost price={tool.price} beansAccepted={tool.beansAccepted} />
        </span>
      }
      onSubmit={async (body) => {
        const { jobId } = await submit.mutateAsync({ softwareId: tool.softwareId, body });
        void navigate(pathTo(locale, 'myjob-task-detail', { jobId }));
      }}
    />
  );
}
