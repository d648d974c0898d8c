import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { defaultJobName, type SoftwareDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useFileAttributes } from '../api/get-file-attributes';
import { useTaskParams } from '../api/get-task-params';
import { rerunPrefill } from '../../../shared/tool-form/earlier-run';
import { fieldLabel } from '../../../shared/tool-form/field-messages';
import { fieldForFile, valuesFromTask, withPreselectedFile } from '../lib/prefill';
import {
  inProject,
  initialValues,
  type PrefillNotice,
  type ToolFormValues,
} from '../../../shared/tool-form/tool-form-values';

export interface InitialValues {
  /** Null while a job or file named in the address is still loading. */
  values: ToolFormValues | null;
  notice: PrefillNotice | null;
}

/**
 * The values the tool form opens with: the manifest's defaults in the project the address names (`?projectBaseId=`,
 * from the project's analyse cards), then a re-run's (`?rerun=<jobId>`, from the task
 * pages) or a file's (`?fileUuid=<uuid>`, from my data's analysis-tool picker). Whatever cannot be used is said.
 */
export function useInitialValues(tool: SoftwareDetailResponse): InitialValues {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const rerun = search.get('rerun');
  const fileUuid = search.get('fileUuid');
  // One default name per visit: it names the moment the page opened, not each render.
  const [jobName] = useState(() => defaultJobName(tool.toolId, new Date()));
  const task = useTaskParams(rerun);
  const file = useFileAttributes(rerun === null ? fileUuid : null);
  const base = inProject(initialValues(tool.form, jobName), search);

  if (rerun !== null) {
    return rerunPrefill({
      query: task,
      base,
      read: (earlier) => ({
        jobName: earlier.jobName,
        sameTool: earlier.softId === tool.softwareId,
        values: () => valuesFromTask(tool.form, earlier, base),
      }),
      notices: {
        failed: (error) => t('software.detail.rerunFailed', { reason: errorText(t, error) }),
        otherTool: (jobName) => t('software.detail.rerunOtherTool', { jobName }),
        from: (jobName) => t('software.detail.rerunFrom', { jobName }),
      },
    });
  }

  if (fileUuid !== null) {
    if (file.isPending) return { values: null, notice: null };
    if (file.isError) {
      return {
        values: base,
        notice: { type: 'warning', text: t('software.detail.fileFailed', { reason: errorText(t, file.error) }) },
      };
    }
    const { name, type } = file.data.general;
    const field = fieldForFile(tool.form, type);
    if (field === null) {
      return { values: base, notice: { type: 'warning', text: t('software.detail.fileNotAccepted', { name, type }) } };
    }
    return {
      values: withPreselectedFile(tool.form, base, { fileUuid, name, type }),
      notice: {
        type: 'info',
        text: t('software.detail.filePreselected', { name, field: fieldLabel(tool.form, field, locale) }),
      },
    };
  }

  return { values: base, notice: null };
}
