import { describe, expect, it } from 'vitest';
import { saveSampleInformationRequestSchema } from './sample-api';
import { sampleDetailRowSchema, sampleRowProblems } from './sample-sheet';

const row = { sampleName: 'S1', constructionType: 'wgs' };

function codesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
}

describe('sample sheet rules', () => {
  it('accepts a minimal row and fills the defaults', () => {
    const parsed = sampleDetailRowSchema.parse(row);
    expect(parsed).toMatchObject({ sampleName: 'S1', tubeLabel: '', concentration: null, remark: '' });
  });

  it('answers a code per broken field', () => {
    const result = sampleDetailRowSchema.safeParse({
      sampleName: 'bad name',
      species: 'x'.repeat(50),
      concentration: -1,
      constructionType: 'nope',
      remark: 'r'.repeat(500),
    });
    expect(codesOf(result).sort()).toEqual([
      'concentration:SAMPLE_NUMBER_INVALID',
      'constructionType:SAMPLE_CHOICE_INVALID',
      'remark:SAMPLE_REMARK_TOO_LONG',
      'sampleName:SAMPLE_NAME_INVALID',
      'species:SAMPLE_TEXT_TOO_LONG',
    ]);
  });

  it('counts characters, not UTF-16 units: 49 CJK characters pass', () => {
    expect(sampleDetailRowSchema.safeParse({ ...row, species: '人'.repeat(49) }).success).toBe(true);
    expect(sampleDetailRowSchema.safeParse({ ...row, species: '人'.repeat(50) }).success).toBe(false);
  });

  it('finds duplicate names and constructions the sample type does not allow', () => {
    const problems = sampleRowProblems(
      [
        { sampleName: 'A1', constructionType: 'wgs' },
        { sampleName: 'a1', constructionType: 'mrna' },
      ],
      'dna',
    );
    expect(problems).toEqual([
      { row: 1, field: 'sampleName', code: 'SAMPLE_NAME_DUPLICATE' },
      { row: 1, field: 'constructionType', code: 'SAMPLE_CONSTRUCTION_TYPE_INVALID' },
    ]);
  });

  it('turns an empty return choice into code_1', () => {
    const base = {
      sampleId: 'x',
      contractInformation: { customerName: 'Li' },
      sampleInformationOverview: { sampleCount: 1 },
      detailSampleInformationList: [],
    };
    expect(saveSampleInformationRequestSchema.parse({ ...base, rtnSample: '' }).rtnSample).toBe('code_1');
    expect(saveSampleInformationRequestSchema.parse(base).rtnSample).toBe('code_1');
    expect(saveSampleInformationRequestSchema.parse({ ...base, rtnSample: 'code_2' }).rtnSample).toBe('code_2');
    expect(saveSampleInformationRequestSchema.safeParse({ ...base, rtnSample: 'code_9' }).success).toBe(false);
  });
});
