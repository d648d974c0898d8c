import { describe, expect, it } from 'vitest';
import { mateName, matesProblem, recordNames, repeatedNameFinder } from './record-names';

const text = (s: string) => Buffer.from(s, 'latin1');
const fastq = (names: string[]) => names.map((n) => `@${n}\nACGT\n+\nIIII\n`).join('');

describe('recordNames', () => {
  it('takes the names of whole FASTQ records only when the bytes are a head', () => {
    const bytes = text(fastq(['r1 1:N', 'r2 1:N']) + '@r3\nAC');
    expect(recordNames(bytes, 'fastq', false)).toEqual({ names: ['r1 1:N', 'r2 1:N'], whole: false });
    expect(recordNames(text('\r\n' + fastq(['a']).replace(/\n/g, '\r\n')), 'fastq', true).names).toEqual(['a']);
  });

  it('reads FASTA header lines, dropping a last header a head may have cut from its sequence', () => {
    expect(recordNames(text('>a x\nACGT\n>b\nAC\n>c\n'), 'fasta', false).names).toEqual(['a x', 'b']);
    expect(recordNames(text('>a x\nACGT\n>b\nAC\n'), 'fasta', true).names).toEqual(['a x', 'b']);
  });
});

describe('matesProblem', () => {
  const whole = (names: string[]) => ({ names, whole: true });
  const head = (names: string[]) => ({ names, whole: false });

  it('pairs reads by name without comment and /1, /2 endings', () => {
    expect(mateName('EAS20_8:6:1/1 extra')).toBe('EAS20_8:6:1');
    expect(matesProblem(whole(['a/1', 'b/1']), whole(['a/2', 'b/2']))).toBeNull();
    expect(matesProblem(whole(['x 1:N:0', 'y 1:N:0']), whole(['x 2:N:0', 'y 2:N:0']))).toBeNull();
  });

  it('names the first read that differs', () => {
    expect(matesProblem(whole(['a', 'b', 'c']), whole(['a', 'q', 'c']))).toEqual({
      kind: 'names',
      index: 2,
      read: 'b',
      mate: 'q',
    });
  });

  it('tells different counts when one file was seen whole, and says nothing past two heads', () => {
    expect(matesProblem(whole(['a', 'b', 'c']), whole(['a', 'b']))).toEqual({ kind: 'count', reads: '3', mates: '2' });
    expect(matesProblem(head(['a', 'b', 'c']), whole(['a', 'b']))).toEqual({ kind: 'count', reads: '≥ 3', mates: '2' });
    // A whole R1 of 2 reads beside a head of R2 holding 2: R2 may still end there.
    expect(matesProblem(whole(['a', 'b']), head(['a', 'b']))).toBeNull();
    expect(matesProblem(head(['a', 'b', 'c']), head(['a', 'b']))).toBeNull();
  });
});

describe('repeatedNameFinder', () => {
  it('answers the first name seen twice, up to the first space', () => {
    const find = repeatedNameFinder();
    expect(['>a x', 'AC', '>b', 'AC'].map(find)).toEqual([null, null, null, null]);
    expect(find('>a y')).toBe('a');
  });
});
