// The e2e files in shards run side by side, each its own vitest process with its own console, database and browser
// (e2e/global-setup.ts): a file mostly waits (on pages, jobs, the console), so two shards on two cores take about
// two thirds of the time of one. Files go to shards by their last measured time (e2e/durations.json, longest first to
// the least loaded shard); a file not listed there counts as DEFAULT_SECONDS. Each shard's lines are prefixed with its
// number and its JSON report goes through check-test-report.ts.
// Usage: tsx scripts/e2e-shards.ts [files...]   E2E_SHARDS=1 runs one process (to tell a load flake from a bug).
// E2E_WRITE_DURATIONS=1 rewrites e2e/durations.json from this run's reports.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
const DURATIONS_FILE = path.join(root, 'e2e/durations.json');
const DEFAULT_SECONDS = 30;
const shardCount = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

const given = process.argv.slice(2);
const files =
  given.length > 0
    ? given.map((file) => path.relative(root, path.resolve(file)))
    : readdirSync(path.join(root, 'e2e'))
        .filter((name) => name.endsWith('.e2e.test.ts'))
        .map((name) => `e2e/${name}`);
const durations = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
const seconds = (file: string) => durations[file] ?? DEFAULT_SECONDS;

const shards = Array.from({ length: Math.min(shardCount, files.length) }, () => ({ files: [] as string[], load: 0 }));
for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
  const lightest = shards.reduce((best, shard) => (shard.load < best.load ? shard : best));
  lightest.files.push(file);
  lightest.load += seconds(file);
}

const vitest = path.join(root, 'node_modules/.bin/vitest');
const reportOf = (index: number) => `var/test-reports/e2e-${index + 1}.json`;

function run(command: string, args: string[], prefix: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

for (const [index, shard] of shards.entries()) {
  // An earlier run's report must not stand in for a shard that wrote none.
  rmSync(path.join(root, reportOf(index)), { force: true });
  console.log(`e2e shard ${index + 1}: ${shard.files.length} files, ~${Math.round(shard.load)} s measured`);
}
const codes = await Promise.all(
  shards.map((shard, index) =>
    run(
      vitest,
      [
        'run',
        '--project',
        'e2e',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportOf(index)}`,
        ...shard.files,
      ],
      shards.length > 1 ? `[e2e ${index + 1}] ` : '',
    ),
  ),
);

let failed = codes.some((code) => code !== 0);
const measured: Record<string, number> = {};
for (const index of shards.keys()) {
  const check = await run(
    path.join(root, 'node_modules/.bin/tsx'),
    ['scripts/check-test-report.ts', reportOf(index)],
    '',
  );
  if (check !== 0) failed = true;
  try {
    const report = JSON.parse(readFileSync(path.join(root, reportOf(index)), 'utf8')) as {
      testResults: { name: string; startTime: number; endTime: number }[];
    };
    for (const result of report.testResults) {
      measured[path.relative(root, result.name)] = Math.round((result.endTime - result.startTime) / 1000);
    }
  } catch {
    // no report: the check above already failed
  }
}
if (process.env.E2E_WRITE_DURATIONS === '1') {
  const merged = Object.fromEntries(
    Object.entries({ ...durations, ...measured }).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(merged, null, 2)}\n`);
}
process.exit(failed ? 1 : 0);
