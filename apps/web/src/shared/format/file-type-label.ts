import type { TFunction } from '../i18n/translator';

/** Text keys of the file types with a name of their own (packages/texts/<locale>/fileTypes.json). */
export const NAMED_TYPES: ReadonlySet<string> = new Set([
  'xls_txt',
  'txt',
  'fasta',
  'fastq',
  'sam',
  'bam',
  'bai',
  'vcf',
  'bed',
  'gff',
  'nwk',
  'sf',
  'json',
  'html',
  'svg',
  'png',
  'jpg',
  'gif',
  'pdf',
  'zip',
  'exp',
  'folder',
]);

/**
 * A file's `type` (contracts' fileTypeFromName: an extension or the spec's code, e.g. `xls_txt`) as people name it:
 * "Table", "Newick tree"; another extension as "XYZ file", none as "File".
 */
export function fileTypeLabel(t: TFunction, type: string): string {
  const code = type.trim().toLowerCase();
  if (code === '') return t('fileTypes.none');
  if (NAMED_TYPES.has(code)) return t(`fileTypes.${code}`);
  return t('fileTypes.other', { extension: code.toUpperCase() });
}
