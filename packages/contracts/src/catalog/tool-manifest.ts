import { z } from 'zod';

/*
 * A tool manifest (catalog/tools/<id>.yaml): everything the console needs to show a tool, generate its form,
 * validate a submission and run it. The server loads and checks every manifest at start-up (its loader also checks
 * what needs the whole catalog or the disk: unique ids, referenced tools, example files, command placeholders); the
 * web app generates the tool form from the same `inputs` and `params`.
 */

export const localizedTextSchema = z.strictObject({ zh: z.string().min(1), en: z.string().min(1) });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Ids of tools, params, inputs and outputs: safe in paths, placeholders and form field names. */
const TOOL_ID_PATTERN = /^[a-z][a-z0-9-]{1,63}$/;
const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** Software ids are numeric strings, as the spec's routes and the fixed merge-tool id are. */
const SOFTWARE_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
/** Select option values and file types: plain tokens, never anything a tool could read as an option. */
const TOKEN_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,63}$/;
/** One file name (no folders) possibly with `*` and `?`, matched in the job's out/ folder. */
const OUTPUT_GLOB_PATTERN = /^[A-Za-z0-9_.*?-]{1,128}$/;
const FILE_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

export const toolIdSchema = z.string().regex(TOOL_ID_PATTERN);
export const softwareIdSchema = z.string().regex(SOFTWARE_ID_PATTERN);
const nameSchema = z.string().regex(NAME_PATTERN);
const tokenSchema = z.string().regex(TOKEN_PATTERN);

export const toolKindSchema = z.enum(['tool', 'draw', 'table', 'fasta']);
export type ToolKind = z.infer<typeof toolKindSchema>;
export const TOOL_KINDS = toolKindSchema.options;

/** Categories of the tool list's type select (softTypeId); their names are in catalog/categories.yaml. */
export const toolCategorySchema = z.enum([
  'sequence',
  'qc',
  'mapping',
  'alignment',
  'variants',
  'intervals',
  'search',
  'phylogeny',
  'table',
  'text',
]);
export type ToolCategory = z.infer<typeof toolCategorySchema>;
export const TOOL_CATEGORIES = toolCategorySchema.options;

/** A param is shown and used only while another param has one of these values. */
export const visibleWhenSchema = z.strictObject({
  param: nameSchema,
  equals: z.union([z.string(), z.number(), z.boolean()]).array().min(1),
});
export type VisibleWhen = z.infer<typeof visibleWhenSchema>;

const paramBase = {
  name: nameSchema,
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  visibleWhen: visibleWhenSchema.optional(),
  /** An optional param may be left empty; the command then uses it only inside an `if` on it. */
  required: z.boolean().default(true),
};

const finite = z.number().refine(Number.isFinite, 'must be a finite number');

export const intParamSchema = z.strictObject({
  ...paramBase,
  type: z.literal('int'),
  default: z.number().int().optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});

export const floatParamSchema = z.strictObject({
  ...paramBase,
  type: z.literal('float'),
  default: finite.optional(),
  min: finite.optional(),
  max: finite.optional(),
});

export const selectParamSchema = z.strictObject({
  ...paramBase,
  type: z.literal('select'),
  options: z.strictObject({ value: tokenSchema, label: localizedTextSchema }).array().min(1),
  default: tokenSchema.optional(),
});

export const booleanParamSchema = z.strictObject({
  ...paramBase,
  type: z.literal('boolean'),
  default: z.boolean().default(false),
});

/** Longest text a text param takes unless its manifest says less. */
export const TEXT_PARAM_MAX_LENGTH = 1000;

export const textParamSchema = z.strictObject({
  ...paramBase,
  type: z.literal('text'),
  default: z.string().optional(),
  /** The whole value must match (anchors are added); checked after the built-in refusals below. */
  regex: z.string().min(1),
  maxLength: z.number().int().min(1).max(TEXT_PARAM_MAX_LENGTH).default(200),
  /** Lets values start with '-'. Off by default: such a value could be read by the tool as an option. */
  allowLeadingDash: z.boolean().default(false),
  /** Lets values hold `;`, `$(`, backticks and line breaks, for tools that take code (the regex still applies). */
  allowShellCharacters: z.boolean().default(false),
});

export const fileParamSchema = z.strictObject({
  ...paramBase,
  type: z.literal('file'),
  /** File types accepted (the `type` of data files: fasta, fastq, bam, ...). */
  types: tokenSchema.array().min(1),
});

export const toolParamSchema = z.discriminatedUnion('type', [
  intParamSchema,
  floatParamSchema,
  selectParamSchema,
  booleanParamSchema,
  textParamSchema,
  fileParamSchema,
]);
export type ToolParam = z.infer<typeof toolParamSchema>;
export type ToolParamType = ToolParam['type'];

/** Most files one multiple input takes unless its manifest says less. */
export const TOOL_INPUT_MAX_FILES = 50;

/**
 * What a tool needs of an input's content beyond its type, checked at submit before anything starts (every input is
 * also sniffed against its type, and a gzip file read to its end). A field-level check reads only what it needs.
 */
export const inputCheckSchema = z.strictObject({
  /** Compressed forms the program reads: none (plain files only) or bgzf (bgzip, not plain gzip); unset, any gzip. */
  compression: z.enum(['none', 'bgzf']).optional(),
  /** Sequences of this alphabet only: proteins given to a nucleotide tool (or the reverse) are refused. */
  alphabet: z.enum(['nucleotide', 'protein']).optional(),
  /**
   * The alphabet chosen by a select param's value (BLAST: blastp takes a protein query, blastn a nucleotide one); a
   * value not listed checks nothing.
   */
  alphabetBy: z
    .strictObject({
      param: nameSchema,
      values: z.record(z.string(), z.enum(['nucleotide', 'protein'])),
    })
    .optional(),
  /** BAM records in coordinate order (pileups and depth need it; a name-sorted BAM gives nothing). */
  coordinateSorted: z.boolean().optional(),
  /** The contigs (BAM @SQ, VCF CHROM) must be named as in this input's FASTA: a BAM of another genome is refused. */
  contigsOf: nameSchema.optional(),
  /**
   * This input's file holds the mates (R2) of the named input's first file (R1); naming its own input, its second file
   * holds the mates of its first. Mates list the same reads in the same order: R2 of another library is refused (fastp
   * wrote unrelated "pairs", bwa failed with "exit code 1").
   */
  matesOf: nameSchema.optional(),
  /**
   * A BED whose contigs must include one of those of the named input's alignments or variants (their header): a BED
   * on chr1 over a chr17 BAM gave an empty table.
   */
  contigsIn: nameSchema.optional(),
  /** Sequence names (up to the first space) seen once only: FastTree stops at a repeated name. */
  uniqueNames: z.boolean().optional(),
  /**
   * While this boolean param is on, the tool writes a line per reference position (samtools depth -a), so the
   * alignments' reference (its @SQ lengths) may total at most maxBases: 81 Mbp of chr17 gave a 1.1 GB table.
   */
  perPositionWhen: z
    .strictObject({
      param: nameSchema,
      maxBases: z.number().int().min(1),
      /** Params or inputs that narrow the output to a part (a region, a BED file): given, there is no bound. */
      unlessGiven: nameSchema.array().optional(),
    })
    .optional(),
});
export type InputCheck = z.infer<typeof inputCheckSchema>;

export const toolInputSchema = z.strictObject({
  name: nameSchema,
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  types: tokenSchema.array().min(1),
  multiple: z.boolean().default(false),
  required: z.boolean().default(true),
  maxFiles: z.number().int().min(1).max(TOOL_INPUT_MAX_FILES).default(TOOL_INPUT_MAX_FILES),
  check: inputCheckSchema.optional(),
});
export type ToolInput = z.infer<typeof toolInputSchema>;

/**
 * The command as argv: words, with `{params.x}`, `{inputs.x}` (one word per file), `{inputs.x.name}`, `{scripts}`,
 * `{node}` and `{threads}` placeholders (see @biocloud/executor argv-template.ts). An `if` group is emitted only when
 * its param is true (booleans) or set (optional params), or with `equals` when the param has that value (a select
 * choice turned into flags). Never a shell string.
 */
export const commandItemSchema = z.union([
  z.string().min(1),
  z.strictObject({
    if: z.string().min(1),
    equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
    args: z.string().min(1).array().min(1),
  }),
]);
export const commandSchema = commandItemSchema.array().min(1);
export type CommandItem = z.infer<typeof commandItemSchema>;

export const toolOutputSchema = z
  .strictObject({
    name: nameSchema,
    /** Files in the job's out/ folder matching this name pattern... */
    glob: z.string().regex(OUTPUT_GLOB_PATTERN).optional(),
    /** ...or the program's standard output, saved under this file name. */
    stdout: z.string().regex(FILE_NAME_PATTERN).optional(),
    type: tokenSchema,
    description: localizedTextSchema,
    /** A job that ends without a required output fails. */
    required: z.boolean().default(true),
    /**
     * An output file without data (no records; a table with its header only) though data went in: a success with a
     * visible warning, or a failure where no data out can only mean the input was not what the program reads.
     */
    whenEmpty: z.enum(['warn', 'fail']).default('warn'),
    /**
     * When this input is of one of these types, the output holds the same format (seqkit writes FASTQ for FASTQ,
     * bedtools BAM for a BAM): its files are named with that type as their extension, so they get that type.
     */
    sameTypeAs: z.strictObject({ input: nameSchema, types: tokenSchema.array().min(1) }).optional(),
    drawTools: toolIdSchema.array().default([]),
    analyzeTools: toolIdSchema.array().default([]),
  })
  .refine((o) => (o.glob === undefined) !== (o.stdout === undefined), 'an output has either a glob or stdout');
export type ToolOutput = z.infer<typeof toolOutputSchema>;

/** Upper bounds of what one job may ask for; a cluster may offer less. */
export const TOOL_RESOURCE_LIMITS = {
  cpus: 64,
  memoryMb: 1024 * 1024,
  timeLimitSeconds: 7 * 24 * 3600,
  processes: 4096,
  outputMb: 1024 * 1024,
} as const;

export const toolResourcesSchema = z.strictObject({
  cpus: z.number().int().min(1).max(TOOL_RESOURCE_LIMITS.cpus),
  memoryMb: z.number().int().min(16).max(TOOL_RESOURCE_LIMITS.memoryMb),
  timeLimitSeconds: z.number().int().min(1).max(TOOL_RESOURCE_LIMITS.timeLimitSeconds),
  /** Processes and threads at once; unset, the server's JOB_PROCESSES. */
  processes: z.number().int().min(1).max(TOOL_RESOURCE_LIMITS.processes).optional(),
  /** Bytes the job may write, in MiB (each file, and its work dir in all); unset, the server's JOB_OUTPUT_MB. */
  outputMb: z.number().int().min(1).max(TOOL_RESOURCE_LIMITS.outputMb).optional(),
});
export type ToolResources = z.infer<typeof toolResourcesSchema>;

export const toolRequirementSchema = z.strictObject({
  /** A program found on PATH. */
  binary: z.string().regex(/^[A-Za-z0-9_.+-]+$/),
  minVersion: z.string().regex(VERSION_PATTERN),
  /** Run without a shell; its stdout and stderr are searched for the version. */
  versionCommand: z.string().min(1).array().min(1),
  /** Where the version is in that output: the first match's first group (default: the first dotted number). */
  versionPattern: z.string().optional(),
});
export type ToolRequirement = z.infer<typeof toolRequirementSchema>;

export const toolPriceSchema = z.strictObject({
  /** Cloud beans charged per run. */
  beans: z.number().int().min(0),
  /** Whether beans may pay for the tool (spec 000 §6: some tools do not support bean payment). */
  beansAccepted: z.boolean(),
});

/** One check of an example run's result. */
export const exampleExpectationSchema = z
  .strictObject({
    /** An output file's name in the job's result folder. */
    file: z.string().regex(FILE_NAME_PATTERN),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    /** Lines (or parts of lines) that must appear in the file... */
    contains: z.string().min(1).array().optional(),
    /** ...and that must not. */
    excludes: z.string().min(1).array().optional(),
    /** For binary outputs: the least size that makes sense. */
    minBytes: z.number().int().min(1).optional(),
  })
  .refine((e) => e.sha256 ?? e.contains ?? e.minBytes, 'an expectation checks sha256, contains or minBytes');

export const toolExampleSchema = z.strictObject({
  /** Input name -> file names under catalog/examples/<tool id>/. */
  inputs: z.record(z.string(), z.string().regex(FILE_NAME_PATTERN).array().min(1)),
  /** File params -> a file name under the same folder. */
  fileParams: z.record(z.string(), z.string().regex(FILE_NAME_PATTERN)).default({}),
  expect: exampleExpectationSchema.array().min(1),
});
export type ToolExample = z.infer<typeof toolExampleSchema>;

/** The fields of a manifest; the rules between them are checked by toolManifestSchema (tool-manifest-schema.ts). */
export const toolManifestObjectSchema = z.strictObject({
  id: toolIdSchema,
  softwareId: softwareIdSchema,
  name: localizedTextSchema,
  /** One or two sentences for lists and cards. */
  summary: localizedTextSchema,
  /** The help text of the detail page. */
  help: localizedTextSchema,
  kind: toolKindSchema,
  category: toolCategorySchema,
  hot: z.boolean().default(false),
  inputs: toolInputSchema.array().default([]),
  params: toolParamSchema.array().default([]),
  command: commandSchema,
  /**
   * Log lines (regular expressions, matched against each line of stderr) by which the program tells an error while
   * still exiting 0, so the job fails with that line instead of succeeding with wrong or empty results.
   */
  logErrors: z.string().min(1).array().default([]),
  outputs: toolOutputSchema.array().min(1),
  resources: toolResourcesSchema,
  requires: toolRequirementSchema.array().default([]),
  price: toolPriceSchema,
  example: toolExampleSchema,
});
/** A manifest as parsed, before the rules between its fields (manifest-rules.ts) are checked. */
export type ParsedManifest = z.output<typeof toolManifestObjectSchema>;
