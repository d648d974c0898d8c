import { describe, expect, it } from 'vitest';
import type { CopyClash } from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';
import { chooseForAll, copyClashesOf, initialChoices, targetRepeatedUuids } from './copy-clash';

const S1 = '11111111-1111-4111-8111-111111111111';
const S2 = '22222222-2222-4222-8222-222222222222';
const T1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const T2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const clashes: CopyClash[] = [
  { sourceFileUuid: S1, targetFileUuid: T1, name: 'a.txt' },
  { sourceFileUuid: S2, targetFileUuid: T2, name: 'b.txt' },
];

describe('copy name clashes', () => {
  it('reads the clashes of a refused copy', () => {
    const error = new ApiError(409, 'FILE_NAME_EXISTS', 'exists', { repeated: clashes });
    expect(copyClashesOf(error)).toEqual(clashes);
  });

  it('ignores other errors and clash answers without the list', () => {
    expect(copyClashesOf(new ApiError(409, 'FILE_NAME_EXISTS', 'exists', { names: ['a.txt'] }))).toBeNull();
    expect(copyClashesOf(new ApiError(404, 'FILE_NOT_FOUND', 'gone', { repeated: clashes }))).toBeNull();
    expect(copyClashesOf(new ApiError(409, 'FILE_NAME_EXISTS', 'exists', { repeated: [] }))).toBeNull();
    expect(copyClashesOf(new Error('x'))).toBeNull();
  });

  it('starts with keep both, which replaces nothing', () => {
    expect(initialChoices(clashes)).toEqual({ [S1]: 'keepBoth', [S2]: 'keepBoth' });
    expect(targetRepeatedUuids(clashes, initialChoices(clashes))).toEqual([]);
  });

  it('sends the target uuids of the files to replace', () => {
    expect(targetRepeatedUuids(clashes, { [S1]: 'keepBoth', [S2]: 'replace' })).toEqual([T2]);
    expect(targetRepeatedUuids(clashes, chooseForAll(clashes, 'replace'))).toEqual([T1, T2]);
  });

  it('names a replaced target once even when two sources clash with it', () => {
    const same = [...clashes, { sourceFileUuid: S2, targetFileUuid: T1, name: 'a.txt' }];
    expect(targetRepeatedUuids(same, chooseForAll(same, 'replace'))).toEqual([T1, T2]);
  });
});
