import type { JobParam, ToolParam } from '@biocloud/contracts';
import type { TaskParamsColumn } from '../../db/schema';

/** The params a job (task or compute) ran with, labelled as its manifest labels them, a select's value too. */
export function jobParams(params: readonly ToolParam[], values: TaskParamsColumn): JobParam[] {
  return params.map((param) => {
    const value = values[param.name] ?? null;
    const option = param.type === 'select' ? param.options.find((o) => o.value === value) : undefined;
    return { name: param.name, label: param.label, type: param.type, value, valueLabel: option?.label ?? null };
  });
}
