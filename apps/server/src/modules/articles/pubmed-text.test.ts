import { describe, expect, it } from 'vitest';
import { plainText } from './pubmed-client';

describe('plainText (esummary titles into the form)', () => {
  it('drops markup tags, raw or entity-encoded, keeping their words', () => {
    expect(plainText('Genome of <i>Arabidopsis thaliana</i> and CO<sub>2</sub>')).toBe(
      'Genome of Arabidopsis thaliana and CO2',
    );
    expect(plainText('The &lt;i&gt;Drosophila&lt;/i&gt; genome')).toBe('The Drosophila genome');
  });

  it('decodes entities that are text, and keeps a lone "<" of a comparison', () => {
    expect(plainText('Tom &amp; Jerry: p &lt; 0.05 &#8211; &#x3b1;-helix')).toBe('Tom & Jerry: p < 0.05 – α-helix');
    expect(plainText('a < b and c > d')).toBe('a < b and c > d');
  });

  it('collapses whitespace and leaves unknown entities as written', () => {
    expect(plainText('  two\n  lines &bogus; ')).toBe('two lines &bogus;');
  });
});
