import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { defaultJobName, type AppDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import {
  inProject,
  initialValues,
  type PrefillNotice,
  type ToolFormValues,
} from '../../../shared/tool-form/tool-form-values';
import { rerunPrefill } from '../../../shared/tool-form/earlier-run';
import { useRerunSource } from '../api/get-rerun-source';
import { valuesFromWorkflow } from '../lib/app-prefill';

/**
 * The values the app form opens with: the manifest's defaults in the project the address names (`?projectBaseId=`,
 * from the project's analyse cards), or a re-run's (`?rerun=<workflowId>`, from the
 * compute job page). Null while the earlier job loads; what cannot be used is said in the notice.
 */
export function useAppInitialValues(app: AppDetailResponse): {
  values: ToolFormValues | null;
  notice: PrefillNotice | null;
} {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const rerun = search.get('rerun');
  // One default name per visit: it names the moment the page opened, not each render.
  const [jobName] = useState(() => defaultJobName(app.appId, new Date()));
  const source = useRerunSource(rerun);
  const base = inProject(initialValues(app.form, jobName), search);

  if (rerun === null) return { values: base, notice: null };
  return rerunPrefill({
    query: source,
    base,
    read: ({ job, inputs }) => ({
      jobName: job.jobName,
      sameTool: job.reRun.softwareId === app.softwareId,
      values: () =>
        valuesFromWorkflow(
          app.form,
          { jobName: job.jobName, projectBaseId: job.projectBaseId, params: job.reRun.params, inputs },
          base,
        ),
    }),
    notices: {
      failed: (error) => t('apps.detail.rerunFailed', { reason: errorText(t, error) }),
      otherTool: (jobName) => t('apps.detail.rerunOtherApp', { jobName }),
      from: (jobName) => t('apps.detail.rerunFrom', { jobName }),
    },
  });
}
