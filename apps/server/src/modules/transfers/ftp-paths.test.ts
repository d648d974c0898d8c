import { describe, expect, it } from 'vitest';
import { ftpPathText, resolveFtpPath } from './ftp-paths';

describe('resolveFtpPath', () => {
  it('resolves relative and absolute paths inside the space', () => {
    expect(resolveFtpPath([], '.')).toEqual([]);
    expect(resolveFtpPath(['a'], 'b/c.txt')).toEqual(['a', 'b', 'c.txt']);
    expect(resolveFtpPath(['a', 'b'], '..')).toEqual(['a']);
    expect(resolveFtpPath(['a', 'b'], '/x//y/./z')).toEqual(['x', 'y', 'z']);
    expect(resolveFtpPath(['a'], '../b')).toEqual(['b']);
  });

  it.each([
    [[], '..'],
    [[], '../..'],
    [[], '../../etc/passwd'],
    [['a'], '../../x'],
    [[], '/../etc'],
    [['a'], 'b\0c'],
  ])('refuses to climb out of the root: %j %j', (cwd, input) => {
    expect(resolveFtpPath(cwd, input)).toBeNull();
  });

  it('prints paths from the root', () => {
    expect(ftpPathText([])).toBe('/');
    expect(ftpPathText(['a', 'b'])).toBe('/a/b');
  });
});
