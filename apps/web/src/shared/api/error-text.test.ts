import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { errorText, isReportedByApp } from './error-text';

const texts: Record<string, string> = {
  'errors.UPLOAD_TOO_LARGE': 'At most {{limit}} bytes',
  'common.requestFailed': 'Request failed',
  'common.networkError': 'Network error',
};
const t = (key: string, options: Record<string, unknown> = {}) => {
  const text = texts[key] ?? (options.defaultValue as string | undefined) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : m;
  });
};

describe('error texts', () => {
  it('uses the code text with its placeholders filled, else the server message', () => {
    expect(errorText(t, new ApiError(413, 'UPLOAD_TOO_LARGE', 'x'), { limit: 5 })).toBe('At most 5 bytes');
    expect(errorText(t, new ApiError(409, 'FILE_NAME_EXISTS', 'Server says no'))).toBe('Server says no');
    expect(errorText(t, new ApiError(0, 'NETWORK_ERROR', ''))).toBe('Network error');
    expect(errorText(t, new Error('x'))).toBe('Request failed');
  });

  it('knows which failures the app reports itself', () => {
    expect(isReportedByApp(new ApiError(401, 'UNAUTHORIZED', ''))).toBe(true);
    expect(isReportedByApp(new ApiError(403, 'FORBIDDEN', ''))).toBe(true);
    expect(isReportedByApp(new ApiError(502, 'INTERNAL', ''))).toBe(true);
    expect(isReportedByApp(new ApiError(409, 'FILE_NAME_EXISTS', ''))).toBe(false);
    expect(isReportedByApp(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(false);
    expect(isReportedByApp(new Error('x'))).toBe(false);
  });
});
