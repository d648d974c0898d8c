import { describe, expect, it } from 'vitest';
import { stepParamsFor } from './step-params';

describe('stepParamsFor', () => {
  const step = {
    params: {
      fixed: 'x',
      mapped: { param: 'strategy' },
      empty: { param: 'unset' },
      sample: { sample: true as const },
      readGroup: { sampleOf: 'reads' },
      language: { locale: true as const },
      title: { zh: '系统发育分析', en: 'Phylogeny' },
    },
  };

  it('gives a report step the submitting user locale and its title in that locale', () => {
    expect(stepParamsFor(step, { strategy: 'auto', unset: undefined }, { sample: null, locale: 'zh' })).toEqual({
      fixed: 'x',
      mapped: 'auto',
      language: 'zh',
      title: '系统发育分析',
    });
    const sampleOf = (input: string) => (input === 'reads' ? 'leaf' : null);
    expect(stepParamsFor(step, { strategy: 'auto' }, { sample: 'ctrl_1', locale: 'en', sampleOf })).toEqual({
      fixed: 'x',
      mapped: 'auto',
      sample: 'ctrl_1',
      readGroup: 'leaf',
      language: 'en',
      title: 'Phylogeny',
    });
  });
});
