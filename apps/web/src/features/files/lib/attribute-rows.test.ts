import { describe, expect, it } from 'vitest';
import { attributeNameError, attributesToSave } from './attribute-rows';

describe('custom attribute rows', () => {
  it('checks each name with the custom-name rule', () => {
    expect(attributeNameError('sample_id', ['sample_id'])).toBeNull();
    expect(attributeNameError('sample id', ['sample id'])).toBe('ATTRIBUTE_NAME_INVALID');
    expect(attributeNameError('', [''])).toBe('ATTRIBUTE_NAME_INVALID');
    expect(attributeNameError(undefined, [undefined])).toBe('ATTRIBUTE_NAME_INVALID');
  });

  it('flags names used twice, without regard to case', () => {
    const names = ['tissue', 'Tissue', 'donor'];
    expect(attributeNameError('tissue', names)).toBe('ATTRIBUTE_DUPLICATE');
    expect(attributeNameError('Tissue', names)).toBe('ATTRIBUTE_DUPLICATE');
    expect(attributeNameError('donor', names)).toBeNull();
  });

  it('trims rows and drops empty ones before saving', () => {
    expect(
      attributesToSave([{ key: ' a ', value: ' 1 ' }, { key: '', value: '' }, { key: 'b' }, {}, { value: 'x' }]),
    ).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: '' },
      { key: '', value: 'x' },
    ]);
  });
});
