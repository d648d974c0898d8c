import { describe, expect, it } from 'vitest';
import { ArgvTemplateError, expandArgvTemplate, templateReferences, wordPlaceholders } from './argv-template';

describe('expandArgvTemplate', () => {
  const values = {
    'params.min': 5,
    'params.name': 'a b; $(rm -rf /) `id`',
    'params.flag': true,
    'params.off': false,
    'params.unset': undefined,
    'inputs.reads': ['in/a.fq', 'in/b.fq'],
    'inputs.ref': ['in/ref.fa'],
    scripts: '/opt/catalog/scripts',
  };

  it('replaces whole-word placeholders, one word per file of a list', () => {
    expect(expandArgvTemplate(['tool', '{inputs.ref}', '{inputs.reads}'], values)).toEqual([
      'tool',
      'in/ref.fa',
      'in/a.fq',
      'in/b.fq',
    ]);
  });

  it('keeps every value one word, whatever it holds', () => {
    expect(expandArgvTemplate(['tool', '--name', '{params.name}', '--min={params.min}'], values)).toEqual([
      'tool',
      '--name',
      'a b; $(rm -rf /) `id`',
      '--min=5',
    ]);
  });

  it('emits an if group only when its value is true or set, or equal to `equals`', () => {
    const template = [
      'tool',
      { if: 'params.flag', args: ['-f'] },
      { if: 'params.off', args: ['-o'] },
      { if: 'params.unset', args: ['-u', '{params.unset}'] },
      { if: 'params.min', equals: 5, args: ['--five'] },
      { if: 'params.min', equals: 6, args: ['--six'] },
      { if: 'inputs.reads', args: ['--reads'] },
    ];
    expect(expandArgvTemplate(template, values)).toEqual(['tool', '-f', '--five', '--reads']);
  });

  it('turns {{ and }} into braces and builds paths of built-ins', () => {
    expect(expandArgvTemplate(['{scripts}/x.sh', 'a{{b}}'], values)).toEqual(['/opt/catalog/scripts/x.sh', 'a{b}']);
  });

  it('refuses what would not give exactly the words the template means', () => {
    const refused = [
      ['{params.missing}'],
      ['--x={inputs.reads}'],
      ['{params.flag}'],
      ['{params.unset}'],
      ['a{b'],
      ['x}'],
    ];
    for (const template of refused) expect(() => expandArgvTemplate(template, values)).toThrow(ArgvTemplateError);
    expect(() => expandArgvTemplate(['{inputs.none}'], { 'inputs.none': [] })).toThrow('no values');
    expect(() => expandArgvTemplate(['{p}'], { p: 'a\0b' })).toThrow('NUL');
  });
});

describe('templateReferences', () => {
  it('lists each placeholder with its guards, and the if names as conditions', () => {
    expect(
      templateReferences(['t', '{a}', '--x={b}', { if: 'c', args: ['{c}', '{d}'] }]).map((r) => [
        r.name,
        r.guards,
        r.wholeWord,
        r.condition,
      ]),
    ).toEqual([
      ['a', [], true, false],
      ['b', [], false, false],
      ['c', [], false, true],
      ['c', ['c'], true, false],
      ['d', ['c'], true, false],
    ]);
    expect(wordPlaceholders('{{literal}}')).toEqual([]);
  });
});
