import { VCF_SAMPLES_LISTED_MAX } from '@biocloud/contracts';
import { FormatError, type DetailReader } from './detail-reader';

/*
 * VCF: the sample names of the #CHROM header line and the number of records. Header lines are gathered one at a
 * time (the #CHROM line of a large cohort holds thousands of names); record lines are only counted.
 */

const NEWLINE = 0x0a;
const HASH = 0x23;
const CR = 0x0d;
/** Longest header line kept; a longer one is not a VCF header we can read. */
const HEADER_LINE_MAX_BYTES = 64 * 1024 * 1024;
/** Columns before the sample columns: CHROM POS ID REF ALT QUAL FILTER INFO FORMAT. */
const FIXED_COLUMNS = 9;

export function createVcfReader(): DetailReader {
  let lineStart = true;
  let header: Buffer[] | null = null;
  let headerBytes = 0;
  let samples: string[] | null = null;
  let records = 0;

  const endHeaderLine = () => {
    const line = Buffer.concat(header!).toString('utf8').replace(/\r$/, '');
    header = null;
    headerBytes = 0;
    if (line.startsWith('#CHROM')) samples = line.split('\t').slice(FIXED_COLUMNS);
  };

  return {
    push(chunk) {
      for (let i = 0; i < chunk.length;) {
        if (lineStart) {
          lineStart = false;
          const first = chunk[i]!;
          if (first === HASH) {
            header = [];
          } else if (first !== NEWLINE && first !== CR) {
            if (!samples) throw new FormatError('a VCF record comes before the #CHROM header line');
            records++;
          }
        }
        const newline = chunk.indexOf(NEWLINE, i);
        const end = newline === -1 ? chunk.length : newline;
        if (header) {
          header.push(chunk.subarray(i, end));
          headerBytes += end - i;
          if (headerBytes > HEADER_LINE_MAX_BYTES) throw new FormatError('a VCF header line is too long');
        }
        if (newline === -1) break;
        if (header) endHeaderLine();
        i = newline + 1;
        lineStart = true;
      }
    },
    finish() {
      if (header) endHeaderLine();
      if (!samples) throw new FormatError('no #CHROM header line');
      const names: string[] = samples;
      return {
        sampleCount: names.length,
        samples: names.slice(0, VCF_SAMPLES_LISTED_MAX),
        recordCount: records,
      };
    },
  };
}
