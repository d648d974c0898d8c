import { describe, expect, it } from 'vitest';
import { reportViewOf } from './report-view';

describe('reportViewOf', () => {
  it('opens HTML and PDF inline and downloads the rest', () => {
    expect(reportViewOf('html')).toBe('html');
    expect(reportViewOf('HTM')).toBe('html');
    expect(reportViewOf('pdf')).toBe('pdf');
    expect(reportViewOf('xlsx')).toBe('download');
    expect(reportViewOf('')).toBe('download');
  });
});
