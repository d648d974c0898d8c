import { describe, expect, it } from 'vitest';
import type { ToolParam } from '@biocloud/contracts';
import { jobParams } from './job-params';

const label = { zh: '模式', en: 'Mode' };
const PARAMS: ToolParam[] = [
  {
    name: 'mode',
    type: 'select',
    label,
    required: true,
    options: [
      { value: 'local', label: { zh: '局部', en: 'Local' } },
      { value: 'global', label: { zh: '全局', en: 'Global' } },
    ],
  },
  { name: 'trim', type: 'boolean', label, required: true, default: false },
];

describe('jobParams', () => {
  it("labels a select's value with its option, and nothing else", () => {
    expect(jobParams(PARAMS, { mode: 'global', trim: true })).toEqual([
      { name: 'mode', label, type: 'select', value: 'global', valueLabel: { zh: '全局', en: 'Global' } },
      { name: 'trim', label, type: 'boolean', value: true, valueLabel: null },
    ]);
  });

  it('leaves a value no option has (or none) unlabelled', () => {
    expect(jobParams(PARAMS, { mode: 'gone' })).toEqual([
      { name: 'mode', label, type: 'select', value: 'gone', valueLabel: null },
      { name: 'trim', label, type: 'boolean', value: null, valueLabel: null },
    ]);
  });
});
