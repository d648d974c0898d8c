import { z } from 'zod';
import {
  draftSampleNameSchema,
  requiredSampleText,
  sampleChoice,
  sampleNameSchema,
  sampleQuantity,
  sampleRemark,
  shortSampleText,
  SAMPLE_ROWS_MAX,
} from './sample-rules';

/*
 * The sample information sheet (spec 001 §3 "Sample information"): contract information, a sample overview and the
 * detail rows, with the flags and numbers around them. The spec names the entity's fields but not what the contract,
 * overview and rows hold; those are our decisions, what a sequencing provider's sheet asks for. The row schema is the
 * one every way in uses (the sheet form, the spreadsheet import and its template), so they cannot disagree.
 */

/** What the customer sends (sampleType; the spec's default is a tissue sample). */
export const sampleTypeSchema = sampleChoice([
  'tissue',
  'blood',
  'cell',
  'dna',
  'rna',
  'ffpe',
  'microbe',
  'library',
  'other',
]);
export type SampleType = z.infer<typeof sampleTypeSchema>;
export const SAMPLE_TYPES = sampleTypeSchema.options;
export const DEFAULT_SAMPLE_TYPE: SampleType = 'tissue';

/** Library construction types (getConstructionType). */
export const constructionTypeSchema = sampleChoice([
  'wgsPcrFree',
  'wgs',
  'wes',
  'targetedPanel',
  'amplicon16s',
  'metagenome',
  'wgbs',
  'mrna',
  'lncrna',
  'smallRna',
  'fullLengthTranscript',
  'readyLibrary',
]);
export type ConstructionType = z.infer<typeof constructionTypeSchema>;

const DNA_CONSTRUCTIONS = ['wgsPcrFree', 'wgs', 'wes', 'targetedPanel', 'wgbs'] as const;
const RNA_CONSTRUCTIONS = ['mrna', 'lncrna', 'smallRna', 'fullLengthTranscript'] as const;

/** The constructions a lab can make from each kind of sample (what getConstructionType answers). */
export const CONSTRUCTION_TYPES_BY_SAMPLE_TYPE = {
  tissue: [...DNA_CONSTRUCTIONS, ...RNA_CONSTRUCTIONS],
  blood: [...DNA_CONSTRUCTIONS, ...RNA_CONSTRUCTIONS],
  cell: [...DNA_CONSTRUCTIONS, ...RNA_CONSTRUCTIONS],
  dna: DNA_CONSTRUCTIONS,
  rna: RNA_CONSTRUCTIONS,
  ffpe: ['wgs', 'wes', 'targetedPanel'],
  microbe: ['wgs', 'amplicon16s', 'metagenome'],
  library: ['readyLibrary'],
  other: constructionTypeSchema.options,
} as const satisfies Record<SampleType, readonly ConstructionType[]>;

export function constructionTypesFor(sampleType: SampleType): readonly ConstructionType[] {
  return CONSTRUCTION_TYPES_BY_SAMPLE_TYPE[sampleType];
}

/** What happens to what is left of the sample (rtnSample). An empty choice is code_1 (spec 001 §3). */
export const returnSampleSchema = sampleChoice(['code_1', 'code_2', 'code_3']);
export type ReturnSample = z.infer<typeof returnSampleSchema>;
export const RETURN_SAMPLE_DEFAULT: ReturnSample = 'code_1';
/** rtnSample as sent: empty (or missing) becomes RETURN_SAMPLE_DEFAULT. */
export const rtnSampleInputSchema = z
  .union([z.literal(''), z.null(), returnSampleSchema], { error: 'SAMPLE_CHOICE_INVALID' })
  .optional()
  .transform((value): ReturnSample => value || RETURN_SAMPLE_DEFAULT);

/** How the tubes travel. */
export const transportConditionSchema = sampleChoice(['dryIce', 'icePack', 'roomTemperature', 'liquidNitrogen']);
export type TransportCondition = z.infer<typeof transportConditionSchema>;

/** contractInformation: who orders and pays, under which contract. */
export const contractInformationSchema = z.object({
  contractNumber: shortSampleText.default(''),
  customerName: requiredSampleText,
  organization: shortSampleText.default(''),
  phone: shortSampleText.default(''),
  email: shortSampleText.default(''),
  address: sampleRemark.default(''),
  salesName: shortSampleText.default(''),
});
export type ContractInformation = z.infer<typeof contractInformationSchema>;

/** sampleInformationOverview: the shipment as a whole. */
export const sampleOverviewSchema = z.object({
  sampleCount: z
    .number({ error: 'SAMPLE_NUMBER_INVALID' })
    .int({ error: 'SAMPLE_NUMBER_INVALID' })
    .min(0)
    .max(SAMPLE_ROWS_MAX, { error: 'SAMPLE_NUMBER_INVALID' }),
  species: shortSampleText.default(''),
  transportCondition: transportConditionSchema.default('dryIce'),
  sequencingPlatform: shortSampleText.default(''),
  analysisRequirement: sampleRemark.default(''),
});
export type SampleOverview = z.infer<typeof sampleOverviewSchema>;

/** Bounds of the measured values: far above any real tube, low enough to catch a unit typed wrong. */
export const SAMPLE_QUANTITY_MAX = {
  /** ng/µL */
  concentration: 100_000,
  /** µL */
  volume: 10_000,
  od260280: 10,
  od260230: 10,
  rin: 10,
  /** Gb of data wanted */
  dataSize: 10_000,
} as const;

/** One row of detailSampleInformationList: one tube. */
export const sampleDetailRowSchema = z.object({
  sampleName: sampleNameSchema,
  tubeLabel: shortSampleText.default(''),
  species: shortSampleText.default(''),
  tissue: shortSampleText.default(''),
  concentration: sampleQuantity(SAMPLE_QUANTITY_MAX.concentration).default(null),
  volume: sampleQuantity(SAMPLE_QUANTITY_MAX.volume).default(null),
  od260280: sampleQuantity(SAMPLE_QUANTITY_MAX.od260280).default(null),
  od260230: sampleQuantity(SAMPLE_QUANTITY_MAX.od260230).default(null),
  rin: sampleQuantity(SAMPLE_QUANTITY_MAX.rin).default(null),
  constructionType: constructionTypeSchema,
  dataSize: sampleQuantity(SAMPLE_QUANTITY_MAX.dataSize).default(null),
  remark: sampleRemark.default(''),
});
export type SampleDetailRow = z.output<typeof sampleDetailRowSchema>;
export type SampleDetailRowInput = z.input<typeof sampleDetailRowSchema>;
/** The row fields in sheet order: the columns of the sheet table, the template and the import. */
export const SAMPLE_DETAIL_FIELDS = sampleDetailRowSchema.keyof().options;
export type SampleDetailField = (typeof SAMPLE_DETAIL_FIELDS)[number];

/**
 * A row as a draft keeps it (walkthrough M8): the sheet saves while its rows are being filled in, so the name and the
 * construction may be empty (answered '' and null); a value given still follows its rule. Submitting asks for complete
 * rows (sampleRowsMissing), which sampleDetailRowSchema describes.
 */
export const sampleDraftRowSchema = sampleDetailRowSchema.extend({
  sampleName: draftSampleNameSchema,
  constructionType: z
    .union([z.literal(''), z.null(), constructionTypeSchema], { error: 'SAMPLE_CHOICE_INVALID' })
    .optional()
    .transform((value): ConstructionType | null => value || null),
});
export type SampleDraftRow = z.output<typeof sampleDraftRowSchema>;
/** A draft's row as answered (no transforms: the server's answers are encoded by their schema). */
export const sampleDraftRowAnswerSchema = sampleDetailRowSchema.extend({
  sampleName: z.string(),
  constructionType: constructionTypeSchema.nullable(),
});
export type SampleDraftRowInput = z.input<typeof sampleDraftRowSchema>;

/** A cell a submitted sheet cannot do without. */
export interface SampleRowProblem<C extends string> {
  row: number;
  field: SampleDetailField;
  code: C;
}

/** The cells a submit needs that a draft's rows leave empty: each row's name and construction. */
export function sampleRowsMissing(
  rows: readonly Pick<SampleDraftRow, 'sampleName' | 'constructionType'>[],
): SampleRowProblem<'SAMPLE_VALUE_REQUIRED'>[] {
  const missing: SampleRowProblem<'SAMPLE_VALUE_REQUIRED'>[] = [];
  rows.forEach((row, index) => {
    if (row.sampleName.trim() === '') missing.push({ row: index, field: 'sampleName', code: 'SAMPLE_VALUE_REQUIRED' });
    if (row.constructionType === null) {
      missing.push({ row: index, field: 'constructionType', code: 'SAMPLE_VALUE_REQUIRED' });
    }
  });
  return missing;
}

/** Whether a row has every cell a submit needs. */
export function isSampleRowComplete(row: SampleDraftRow): row is SampleDetailRow {
  return sampleRowsMissing([row]).length === 0;
}

/**
 * Rules across rows: names unique within a sheet (case-insensitive, as the lab's file names are), and each
 * construction one the sheet's sample type allows; a draft's empty cells break neither. Answers the row index, field
 * and code of each problem.
 */
export function sampleRowProblems(
  rows: readonly Pick<SampleDraftRow, 'sampleName' | 'constructionType'>[],
  sampleType: SampleType,
): SampleRowProblem<'SAMPLE_NAME_DUPLICATE' | 'SAMPLE_CONSTRUCTION_TYPE_INVALID'>[] {
  const allowed: readonly string[] = constructionTypesFor(sampleType);
  const seen = new Set<string>();
  const problems: ReturnType<typeof sampleRowProblems> = [];
  rows.forEach((row, index) => {
    const name = row.sampleName.toLowerCase();
    if (name !== '' && seen.has(name)) {
      problems.push({ row: index, field: 'sampleName', code: 'SAMPLE_NAME_DUPLICATE' });
    }
    seen.add(name);
    if (row.constructionType !== null && !allowed.includes(row.constructionType)) {
      problems.push({ row: index, field: 'constructionType', code: 'SAMPLE_CONSTRUCTION_TYPE_INVALID' });
    }
  });
  return problems;
}
