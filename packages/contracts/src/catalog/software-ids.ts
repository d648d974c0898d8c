/*
 * Software ids the product refers to by number (spec 000 §7 and §9). Every other tool's id lives only in its manifest.
 */

/** The merge-text-files tool (spec 000 §9: "Merge text files tool has a fixed software id"). */
export const MERGE_TEXT_FILES_SOFTWARE_ID = '1000';
/** seqkit-stats and fastp, the most used tools of the catalog. */
const SEQUENCE_STATISTICS_SOFTWARE_ID = '1001';
const FASTQ_QC_SOFTWARE_ID = '1006';

/** The software list shows these first, in this order (spec 000 §7: "puts three fixed software ids first"). */
export const PINNED_SOFTWARE_IDS = [
  MERGE_TEXT_FILES_SOFTWARE_ID,
  SEQUENCE_STATISTICS_SOFTWARE_ID,
  FASTQ_QC_SOFTWARE_ID,
] as const;
