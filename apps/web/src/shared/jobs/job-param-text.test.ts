import { describe, expect, it } from 'vitest';
import { jobParamText } from './job-param-text';

const words = { unset: '--', yes: 'Yes', no: 'No' };

describe('jobParamText', () => {
  it("shows a select's option label in the locale, not its code", () => {
    const param = { value: 'local', valueLabel: { zh: '局部比对', en: 'Local alignment' } };
    expect(jobParamText(param, 'zh', words)).toBe('局部比对');
    expect(jobParamText(param, 'en', words)).toBe('Local alignment');
  });

  it('shows booleans as words, empty values as unset, and other values as they are', () => {
    expect(jobParamText({ value: true, valueLabel: null }, 'en', words)).toBe('Yes');
    expect(jobParamText({ value: false, valueLabel: null }, 'en', words)).toBe('No');
    expect(jobParamText({ value: null, valueLabel: null }, 'en', words)).toBe('--');
    expect(jobParamText({ value: '', valueLabel: null }, 'en', words)).toBe('--');
    expect(jobParamText({ value: 30, valueLabel: null }, 'en', words)).toBe('30');
  });
});
