import { sourcesOf, topologicalOrder, type AppManifest } from '@biocloud/contracts';
import type { TaskInputsColumn } from '../../db/schema';

/*
 * The sample name of each run of a scattered step, so that its results, its DAG box and the tables gathered from it
 * say "ctrl_1" rather than "sample1": the name of the file the run scatters over, without its extensions. A step
 * scattering over a scattered step's output keeps that step's names (run n of quant works on the sample of run n
 * of qc). Derived from the submitted inputs alone, so the plan (at submit) and the pages (later) agree.
 */

/** Compression suffixes dropped before the format's own extension (ctrl_1.fastq.gz -> ctrl_1). */
const COMPRESSION = /\.(gz|bgz|bz2|xz|zst|zip)$/i;
/** One extension of letters and digits (fq, fastq, fa, bam, sf ...). */
const EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,7}$/;
/** What tools accept in a name (the text param rules: no shell characters, no leading dash). */
const UNSAFE = /[^A-Za-z0-9_.-]+/g;
const LEADING = /^[^A-Za-z0-9]+/;
export const SAMPLE_NAME_MAX = 64;

/** A file's sample name: ctrl_1.fq -> ctrl_1, heat 2.fastq.gz -> heat_2; `fallback` when nothing is left. */
export function sampleNameOf(fileName: string, fallback: string): string {
  const base = fileName.replace(COMPRESSION, '').replace(EXTENSION, '');
  const safe = base.replace(UNSAFE, '_').replace(LEADING, '').slice(0, SAMPLE_NAME_MAX);
  return safe || fallback;
}

/** A mate's suffix after its sample (leaf_R1, leaf.1, leaf-1): the sample is the name before it. */
const MATE_SUFFIX = /[._-]R?[12]$/i;

/**
 * The sample an app runs on, for a step param `{ sampleOf: input }`: the first file of that app input, named as a
 * scattered run's sample and without its mate suffix (leaf_R1.fq.gz -> leaf), as bwa mem names a read group.
 */
export function inputSample(inputs: TaskInputsColumn, input: string): string | null {
  const first = inputs[input]?.[0];
  if (!first) return null;
  const name = sampleNameOf(first.name, 'sample1');
  return name.replace(MATE_SUFFIX, '') || name;
}

/** Sample names of files in order, made unique (a second reads.fq is reads_2): each names its own column later. */
export function uniqueSampleNames(fileNames: readonly string[]): string[] {
  const taken = new Set<string>();
  return fileNames.map((fileName, i) => {
    const name = sampleNameOf(fileName, `sample${i + 1}`);
    let unique = name;
    for (let n = 2; taken.has(unique); n++) unique = `${name.slice(0, SAMPLE_NAME_MAX - `_${n}`.length)}_${n}`;
    taken.add(unique);
    return unique;
  });
}

/** Scattered step id -> the sample name of each of its runs, in run order. */
export function scatterSamples(app: AppManifest, inputs: TaskInputsColumn): Map<string, string[]> {
  const samples = new Map<string, string[]>();
  for (const stepId of topologicalOrder(app.steps) ?? []) {
    const step = app.steps.find((s) => s.id === stepId);
    if (step?.scatter === undefined) continue;
    const [source] = sourcesOf(step.inputs[step.scatter]!);
    if (!source) continue;
    const names =
      'input' in source
        ? uniqueSampleNames((inputs[source.input] ?? []).map((file) => file.name))
        : (samples.get(source.step) ?? []);
    samples.set(step.id, names);
  }
  return samples;
}
