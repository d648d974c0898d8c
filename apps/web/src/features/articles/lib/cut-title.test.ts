import { describe, expect, it } from 'vitest';
import { INTERPRETATION_LIST_TITLE_LENGTH } from '@biocloud/contracts';
import { cutTitle } from './cut-title';

describe('cutTitle', () => {
  it('keeps a title of at most the list length whole', () => {
    const exact = 'a'.repeat(INTERPRETATION_LIST_TITLE_LENGTH);
    expect(cutTitle(exact)).toBe(exact);
    expect(cutTitle('STAR')).toBe('STAR');
  });

  it('cuts a longer one to the list length plus an ellipsis, counting characters not UTF-16 units', () => {
    expect(cutTitle('Moderated estimation of fold change')).toBe('Moderated estimation…');
    expect(cutTitle('端粒到端粒：第一个完整的人类基因组序列与它的意义')).toBe(
      '端粒到端粒：第一个完整的人类基因组序列与…',
    );
    expect(cutTitle('🧬'.repeat(25))).toBe(`${'🧬'.repeat(20)}…`);
  });
});
