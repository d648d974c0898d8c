import { benchGetCurrentUser } from './get-current-user.bench';
import { benchList } from './files/list.bench';
import { benchPreview } from './files/preview.bench';
import { benchUpload } from './files/upload.bench';
import { benchZip } from './files/zip.bench';
import { benchDispatch } from './jobs/dispatch.bench';
import { benchInputChecks } from './jobs/input-checks.bench';
import { benchSeqkitStats } from './jobs/seqkit-stats.bench';
import { benchSlurmSubmit } from './jobs/slurm-submit.bench';
import { benchHeatmap } from './drawing/heatmap.bench';
import { benchProjectLists } from './projects/list.bench';
import { benchFan } from './workflows/fan.bench';
import { benchFirstLoad } from './web/first-load.bench';
import { benchIgvRanges } from './genome/igv-ranges.bench';
import { benchSheetImport } from './samples/sheet-import.bench';
import { benchHelpSearch } from './help/search.bench';
import { benchBeans } from './beans/beans.bench';
import { benchSeconds, formatOutcome, type BenchOutcome } from './harness';
import { saveRun } from './support/save-run';

/*
 * Runs the benchmarks once (all, or those named: `npm run bench -- upload zip`, or BENCH_ONLY=upload,zip) and writes
 * one JSON file to bench/results/. A result below its target is printed as such but does not fail the run: timings
 * depend on the machine, so they inform and never gate. A bench that breaks is reported and the next one runs.
 */
const benches: Record<string, (seconds: number) => Promise<BenchOutcome | BenchOutcome[]>> = {
  'get-current-user': benchGetCurrentUser,
  upload: benchUpload,
  preview: benchPreview,
  list: benchList,
  zip: benchZip,
  dispatch: benchDispatch,
  'slurm-submit': benchSlurmSubmit,
  'seqkit-stats': benchSeqkitStats,
  'input-checks': benchInputChecks,
  'project-lists': benchProjectLists,
  heatmap: benchHeatmap,
  fan: benchFan,
  'first-load': benchFirstLoad,
  'igv-ranges': benchIgvRanges,
  'sheet-import': benchSheetImport,
  'help-search': benchHelpSearch,
  beans: benchBeans,
};

const named = [...process.argv.slice(2), ...(process.env.BENCH_ONLY?.split(',') ?? [])].map((n) => n.trim());
const chosen = named.filter(Boolean);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

const seconds = benchSeconds();
const outcomes: BenchOutcome[] = [];
for (const [name, bench] of Object.entries(benches)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  const ran = await bench(seconds).catch((error: unknown): BenchOutcome => {
    console.error(error);
    return { name, failed: error instanceof Error ? error.message : String(error) };
  });
  for (const outcome of [ran].flat()) {
    console.log(`${formatOutcome(outcome)}\n`);
    outcomes.push(outcome);
  }
}

saveRun(outcomes, seconds);
