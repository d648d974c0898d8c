import { copyClashSchema, ERROR_CODE, type CopyClash } from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';

/*
 * Name clashes of a copy: the server refuses a copy whose names are taken in the target folder with
 * FILE_NAME_EXISTS and the clashes in details.repeated. The user then chooses per file to keep both (the copy gets a
 * free name) or to replace the file already there; the replaced ones are sent back as targetRepeatedUuids.
 */

export const CLASH_CHOICES = ['keepBoth', 'replace'] as const;
export type ClashChoice = (typeof CLASH_CHOICES)[number];
/** Choices by the clashing source's uuid. */
export type ClashChoices = Readonly<Record<string, ClashChoice>>;

const repeatedSchema = copyClashSchema.array().min(1);

/** The clashes a refused copy reports, or null when the error is something else. */
export function copyClashesOf(error: unknown): CopyClash[] | null {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODE.FILE_NAME_EXISTS) return null;
  const details = error.details as { repeated?: unknown } | null | undefined;
  const parsed = repeatedSchema.safeParse(details?.repeated);
  return parsed.success ? parsed.data : null;
}

/** Keeping both never loses data, so it is what every clash starts with. */
export function initialChoices(clashes: readonly CopyClash[]): Record<string, ClashChoice> {
  return chooseForAll(clashes, 'keepBoth');
}

export function chooseForAll(clashes: readonly CopyClash[], choice: ClashChoice): Record<string, ClashChoice> {
  return Object.fromEntries(clashes.map((c) => [c.sourceFileUuid, choice]));
}

/** The files in the target folder to replace (each once); every other clash keeps both. */
export function targetRepeatedUuids(clashes: readonly CopyClash[], choices: ClashChoices): string[] {
  const replaced = clashes.filter((c) => choices[c.sourceFileUuid] === 'replace').map((c) => c.targetFileUuid);
  return [...new Set(replaced)];
}
