import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api-client';
import { refusalText } from './refusal-text';

const t = (key: string) => `t:${key}`;

describe('refusalText', () => {
  it("uses the server's localized message for a refusal it explained", () => {
    const error = new ApiError(429, 'PROJECT_URGE_TOO_SOON', 'You can urge again after 2026-03-02 10:00:00');
    expect(refusalText(t, error)).toBe('You can urge again after 2026-03-02 10:00:00');
  });

  it('falls back to the texts for failures the client named itself and for server failures', () => {
    expect(refusalText(t, new ApiError(404, 'NOT_FOUND', 'Not Found'))).toBe('t:errors.NOT_FOUND');
    expect(refusalText(t, new ApiError(500, 'INTERNAL', 'boom'))).toBe('t:errors.INTERNAL');
    expect(refusalText(t, new Error('x'))).toBe('t:common.requestFailed');
  });
});
