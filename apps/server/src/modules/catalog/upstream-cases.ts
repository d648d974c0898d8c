import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/*
 * Cases of each tool on public test data of the upstream projects (issue 16): catalog/upstream-cases/<tool id>.yaml
 * says which files go in, with which params, and what the program gave when run by hand on them; data.yaml says where
 * each file came from and its sha256. The data itself is not in the repository (REFERENCE_DATA_DIR holds it), so CI
 * checks only that the cases are well formed; `npm run tools:upstream` runs them through the console's job path.
 */

export const UPSTREAM_CASES_DIR = 'upstream-cases';

const fileName = z.string().regex(/^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,127}$/);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const upstreamDataFileSchema = z.strictObject({
  /** owner/repo[@commit]:path of the file upstream. */
  source: z.string().regex(/^[\w.-]+\/[\w.-]+(@[0-9a-f]{7,40})?:\S+$/),
  sha256,
  /** How the file was made from its source, when it is not the source's bytes (a subset, a program's output). */
  derived: z.string().min(1).optional(),
});
export type UpstreamDataFile = z.infer<typeof upstreamDataFileSchema>;

export const upstreamDataSchema = z.record(fileName, upstreamDataFileSchema);

/**
 * What one result must be. Before hashing or counting, a BAM becomes its records as SAM text without the header
 * (`bamRecords`: the header's @PG lines hold paths), and lines matching `dropLines` are left out (a date in a
 * header); `lines` counts the lines left, for results that vary in their digits from run to run (salmon's threads).
 */
export const upstreamExpectationSchema = z
  .strictObject({
    file: fileName,
    bamRecords: z.boolean().default(false),
    dropLines: z.string().min(1).array().default([]),
    sha256: sha256.optional(),
    lines: z.number().int().min(0).optional(),
    contains: z.string().min(1).array().optional(),
  })
  .refine((e) => e.sha256 ?? e.lines ?? e.contains, 'an expectation checks sha256, lines or contains');
export type UpstreamExpectation = z.infer<typeof upstreamExpectationSchema>;

export const upstreamCaseSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/),
  /** Input name -> files of data.yaml, in order. */
  inputs: z.record(z.string(), fileName.array().min(1)),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  /** The command run by hand (files in in/, results in out/) that gave the expected results. */
  byHand: z.string().min(1),
  expect: upstreamExpectationSchema.array().min(1),
});
export type UpstreamCase = z.infer<typeof upstreamCaseSchema>;

export const upstreamCasesSchema = z.strictObject({ cases: upstreamCaseSchema.array().min(1) });

export async function loadUpstreamData(catalogDir: string) {
  const text = await readFile(path.join(catalogDir, UPSTREAM_CASES_DIR, 'data.yaml'), 'utf8');
  return upstreamDataSchema.parse(parseYaml(text));
}

export async function loadUpstreamCases(catalogDir: string, toolId: string): Promise<UpstreamCase[]> {
  const text = await readFile(path.join(catalogDir, UPSTREAM_CASES_DIR, `${toolId}.yaml`), 'utf8');
  return upstreamCasesSchema.parse(parseYaml(text)).cases;
}
