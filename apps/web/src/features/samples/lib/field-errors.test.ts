import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-client';
import { fieldErrors } from './field-errors';

const t = (key: string, options?: { defaultValue?: string }) =>
  key === 'errors.SAMPLE_NAME_INVALID' ? 'bad name' : (options?.defaultValue ?? key);

describe('fieldErrors', () => {
  it('maps detail paths to form names with list indexes, in the page language', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Invalid', [
      { path: '/detailSampleInformationList/2/sampleName', code: 'SAMPLE_NAME_INVALID', message: 'server text' },
      { path: '/detailSampleInformationList/2/sampleName', code: 'SAMPLE_NAME_INVALID' },
      { path: '/title', message: 'Too long' },
      { code: 'SAMPLE_SHEET_EMPTY' },
    ]);
    expect(fieldErrors(t, error)).toEqual([
      { name: ['detailSampleInformationList', 2, 'sampleName'], errors: ['bad name'] },
      { name: ['title'], errors: ['Too long'] },
    ]);
  });

  it('names no field for other failures', () => {
    expect(fieldErrors(t, new Error('x'))).toEqual([]);
    expect(fieldErrors(t, new ApiError(409, 'SAMPLE_NOT_EDITABLE', 'no'))).toEqual([]);
  });
});
