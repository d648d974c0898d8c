/**
 * The job wrapper: a POSIX sh script, written to `.biocloud/run.sh` in the work dir, that both executors run (local
 * in its own process group, Slurm as the batch script). It runs the program with its output in stdout.log and
 * stderr.log, applies the limits, and records in `.biocloud/` where it runs, how much it used and how it ended, so
 * the outcome survives a restart of the server. See JOB_FILES for the files.
 *
 * The argv reaches the script only through `shellQuote`: each word single-quoted, so nothing in it is ever expanded.
 *
 * Usage: measured by `/usr/bin/time` (Debian package `time`) when it is there at run time, with coreutils `env
 * --default-signal` (8.31+): peak RSS and CPU time, recorded even when the program is cancelled. Otherwise by the
 * shell's `times` builtin: CPU time of the children the wrapper waited for, no peak memory.
 *
 * Limits, all per process (POSIX rlimits; no cgroups needed, nothing to clean up):
 * - memory: `ulimit -d` (RLIMIT_DATA: heap and private writable mappings). Unlike `ulimit -v` it does not count
 *   reserved-but-unused address space, which multi-threaded tools (glibc arenas), Java and Go reserve freely.
 *   Going over makes an allocation fail, so the tool exits with its own error.
 * - CPU: `ulimit -t` (RLIMIT_CPU): SIGXCPU at the soft limit, SIGKILL `killGraceSeconds` later.
 * - processes and file size: `prlimit` (util-linux) starts the program with RLIMIT_NPROC and RLIMIT_FSIZE, in exact
 *   units (dash's `ulimit` has no process limit, and counts file size in blocks). Set on the program, not on the
 *   wrapper, so that the wrapper can still fork (`mv`, `sleep`) when the program has used up its processes.
 *   RLIMIT_NPROC counts every process and thread of the program's real uid: with `runAs` (one user for all jobs)
 *   it caps what all jobs of that user have at once, hence PROCESS_HEADROOM above the job's own limit, which the
 *   local executor checks per process group (see `tasks` in executor.ts). Without `runAs` it is not set: it would
 *   count every thread of the server's own user (the server, an embedded PostgreSQL, a browser...), so a job could
 *   not fork at all wherever that user already has that many; such a job is ended by the engine's count alone, at
 *   its next look. A file over RLIMIT_FSIZE stops growing: the program gets SIGXFSZ (which ends it) or, if it
 *   catches that, EFBIG.
 * - user: with `runAs` (the server runs as root), `setpriv` drops to that uid and gid, with no supplementary groups
 *   and no way back up (`--no-new-privs`: setuid programs do not gain privileges), AFTER the limits are set: the
 *   wrapper, its watchdog and GNU time stay root, the program and everything it starts do not.
 * - wall clock (local only; Slurm enforces `--time` itself): a watchdog ends the program after `wallSeconds`,
 *   not counting time suspended (the executor adds it to `suspended_seconds` on resume, as Slurm does not count
 *   suspended time either). It records the reason first, then sends TERM to the process group and KILL after the
 *   grace period, so a time limit always ends with `time_limit` in `.biocloud/reason`.
 *
 * The wrapper survives a TERM (it traps it) long enough to record the program's exit status; only a KILL ends it
 * without one, and whoever sends that KILL records the reason first.
 */
import { JOB_DIR, JOB_FILES, STDERR_LOG, STDOUT_LOG } from './job-files';
import { shellQuote, shellQuoteArgv } from './shell-quote';
import { envNameProblem, programProblem } from './validate-spec';

export interface WrapperLimits {
  /** RLIMIT_DATA of each process, in MiB. */
  memoryMb?: number;
  /** RLIMIT_CPU of each process, in seconds. */
  cpuSeconds?: number;
  /** Wall-clock limit enforced by the wrapper, excluding time suspended. */
  wallSeconds?: number;
  /** Processes and threads of the program at once (RLIMIT_NPROC is this plus PROCESS_HEADROOM; only with runAs). */
  processes?: number;
  /** RLIMIT_FSIZE of each process, in MiB: the largest file it may write. */
  fileSizeMb?: number;
}

/** Who runs the program when the wrapper runs as root. */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface WrapperOptions {
  taskId: string;
  /** Absolute. */
  workDir: string;
  argv: readonly string[];
  env?: Readonly<Record<string, string>>;
  limits: WrapperLimits;
  /** Between TERM and KILL, for the wall-clock limit, and between SIGXCPU and SIGKILL for the CPU limit. */
  killGraceSeconds: number;
  /** The program runs as this user; unset, as the wrapper's own user. */
  runAs?: RunAs;
  /** Where the script looks for GNU time; tests point it elsewhere to exercise the `times` fallback. */
  gnuTimePath?: string;
}

/** Between SIGTERM and SIGKILL (cancel, time limit) and between SIGXCPU and SIGKILL (CPU limit). */
export const DEFAULT_KILL_GRACE_SECONDS = 10;
/** Where GNU time finds it; the script checks at run time, so a node without it still runs the job. */
export const GNU_TIME = '/usr/bin/time';
/** Read back by parseUsage; GNU time turns each `\n` into a newline. */
const GNU_TIME_FORMAT = String.raw`source=gnu-time\nmax_rss_kb=%M\nuser_s=%U\nsys_s=%S\nelapsed_s=%e`;
/**
 * RLIMIT_NPROC is this far above a job's process limit, so that a job can go over its own limit (which the executor
 * then sees and ends it for) before its forks fail, also while other jobs of the same user hold tasks of that one
 * budget (a few Node.js or multi-threaded tools: a dozen threads each). A few hundred idle processes more, for the
 * moment it takes the engine to look, cost a machine nothing.
 */
export const PROCESS_HEADROOM = 256;
/** The wrapper's own tasks in the job's process group at most: itself, its watchdog, the watchdog's nap, GNU time. */
export const WRAPPER_TASKS = 4;
/** A cd into the work dir that fails leaves no place to record anything; the status is all there is. */
export const WRAPPER_CD_FAILED_EXIT = 120;
/** As if the program had been ended by SIGTERM. */
const CANCELLED_BEFORE_START_EXIT = 143;

function positiveInt(name: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got ${value}`);
  return value;
}

function limitLines(limits: WrapperLimits, graceSeconds: number): string[] {
  const lines: string[] = [];
  const memoryMb = positiveInt('memoryMb', limits.memoryMb);
  const cpuSeconds = positiveInt('cpuSeconds', limits.cpuSeconds);
  if (memoryMb !== undefined) {
    lines.push(`ulimit -d ${memoryMb * 1024} || echo 'biocloud: could not set the memory limit' >&2`);
  }
  if (cpuSeconds !== undefined) {
    // Soft first: the soft limit may never exceed the hard one.
    lines.push(
      `{ ulimit -S -t ${cpuSeconds} && ulimit -H -t ${cpuSeconds + graceSeconds}; } ||` +
        ` echo 'biocloud: could not set the CPU time limit' >&2`,
    );
  }
  return lines;
}

/** The start of the program's command line: its process and file size limits, then the drop to `runAs`. */
function programPrefix(limits: WrapperLimits, runAs: RunAs | undefined): string[] {
  // RLIMIT_NPROC only for a user of the jobs' own: see the comment at the top.
  const processes = runAs && positiveInt('processes', limits.processes);
  const fileSizeMb = positiveInt('fileSizeMb', limits.fileSizeMb);
  const rlimits = [
    ...(processes === undefined ? [] : [`--nproc=${processes + PROCESS_HEADROOM}`]),
    ...(fileSizeMb === undefined ? [] : [`--fsize=${fileSizeMb * 1024 * 1024}`]),
  ];
  const words = rlimits.length > 0 ? ['prlimit', ...rlimits, '--'] : [];
  if (runAs) {
    const uid = positiveInt('runAs.uid', runAs.uid);
    const gid = positiveInt('runAs.gid', runAs.gid);
    words.push('setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--no-new-privs', '--');
  }
  return words;
}

/**
 * The logs belong to the program's user: a tool that opens /dev/stdout or /dev/stderr (mafft does) opens the file
 * again by its path, which needs write permission on it, not only the descriptor it was given.
 */
function logOwnerLines(runAs: RunAs | undefined): string[] {
  if (!runAs) return [];
  const logs = `"$work/${STDOUT_LOG}" "$work/${STDERR_LOG}"`;
  return [
    `: >"$work/${STDOUT_LOG}" && : >"$work/${STDERR_LOG}" && chown ${runAs.uid}:${runAs.gid} ${logs} ||`,
    "  echo 'biocloud: could not hand the logs to the job user' >&2",
  ];
}

function envLines(env: Readonly<Record<string, string>> | undefined): string[] {
  return Object.entries(env ?? {}).map(([name, value]) => {
    const problem = envNameProblem(name);
    if (problem) throw new Error(problem);
    return `export ${name}=${shellQuote(value)}`;
  });
}

function watchdogLines(wallSeconds: number, graceSeconds: number): string[] {
  const message = `time limit of ${wallSeconds} s reached`;
  return [
    '# Ends the program at its wall-clock limit. Suspended time is credited back through suspended_seconds, which the',
    '# executor updates before it resumes the job. USR1 from the wrapper means the program ended first; TERM, that the',
    '# job is being cancelled. Either way the nap is reaped before leaving: a zombie handed to an init that does not',
    '# reap (some containers) would keep the process group alive. The nap gets KILL: a TERM reaching it between fork',
    '# and exec is caught by the handler it inherited from this shell and lost, and the wrapper would wait out the nap.',
    'watchdog() {',
    '  nap= stop=',
    `  trap 'stop=1; [ -z "$nap" ] || kill -KILL "$nap" 2>/dev/null' TERM USR1`,
    `  owed=${wallSeconds} credited=0`,
    '  while :; do',
    '    sleep "$owed" &',
    '    nap=$!',
    '    [ -z "$stop" ] || kill -KILL "$nap" 2>/dev/null',
    '    wait "$nap"',
    '    [ -z "$stop" ] || { wait "$nap"; exit 0; }',
    '    nap=',
    `    total=$(cat "$meta/${JOB_FILES.suspendedSeconds}" 2>/dev/null) || total=0`,
    '    [ "$total" -gt "$credited" ] 2>/dev/null || break',
    '    owed=$((total - credited)) credited=$total',
    '  done',
    "  trap '' TERM USR1",
    `  (set -C; printf 'time_limit\\n%s\\n' ${shellQuote(message)} >"$meta/${JOB_FILES.reason}") 2>/dev/null`,
    '  kill -TERM 0',
    `  sleep ${graceSeconds}`,
    '  kill -KILL 0',
    '}',
  ];
}

export function buildWrapperScript(options: WrapperOptions): string {
  const problem = programProblem(options.argv[0]);
  if (problem) throw new Error(problem);
  if (!options.workDir.startsWith('/')) throw new Error(`workDir must be absolute, got ${options.workDir}`);
  const grace = positiveInt('killGraceSeconds', options.killGraceSeconds) ?? 1;
  const wallSeconds = positiveInt('wallSeconds', options.limits.wallSeconds);
  const label = options.taskId.replace(/[^\w.-]/g, '_');
  const { exitCode, marker, usage } = JOB_FILES;
  const gnuTime = shellQuote(options.gnuTimePath ?? GNU_TIME);

  return [
    '#!/bin/sh',
    `# Job wrapper for task ${label}, written by @biocloud/executor (wrapper.ts). Running it again runs the job again.`,
    // A command comes before any quoted user text, so sbatch stops looking for #SBATCH lines here.
    'set -uf',
    '# A TERM (cancel, time limit) reaches the whole group; the wrapper outlives it to record how the program ended.',
    // A handler, not '': an ignored signal would stay ignored in the program too.
    'stopping=',
    "trap 'stopping=1' TERM",
    `work=${shellQuote(options.workDir)}`,
    `meta="$work/${JOB_DIR}"`,
    `cd "$work" || exit ${WRAPPER_CD_FAILED_EXIT}`,
    '',
    '# The exit code is written last and atomically: once it exists, everything else is on disk. A cancel sends TERM',
    '# more than once (to catch processes forked meanwhile): from here on it is ignored, by mv too.',
    'finish() {',
    "  trap '' TERM",
    `  printf '%s\\n' "$1" >"$meta/${exitCode}.tmp" && mv -f "$meta/${exitCode}.tmp" "$meta/${exitCode}"`,
    '  exit "$1"',
    '}',
    '',
    '# Where the job runs, so the executor can signal it and find it again after a restart.',
    'read -r stat </proc/$$/stat',
    'set -- ${stat##*)}',
    // The host name as uname -n gives it, without starting a process for it (every job pays for each one).
    'read -r host </proc/sys/kernel/hostname || host=',
    `printf 'pid=%s\\npgid=%s\\nhost=%s\\nstarted_at_ms=%s\\n' "$$" "$3" "$host" "$(date +%s%3N)" >"$meta/${marker}.tmp"`,
    `mv -f "$meta/${marker}.tmp" "$meta/${marker}"`,
    '',
    ...limitLines(options.limits, grace),
    ...envLines(options.env),
    ...(wallSeconds === undefined ? [] : ['', ...watchdogLines(wallSeconds, grace)]),
    '',
    '# env gives the program default signal handling: started in the background it would inherit INT and QUIT',
    '# ignored, and GNU time runs with TERM ignored so that it outlives a cancelled program and records its usage.',
    'measure=sh-times',
    'set --',
    'if env --default-signal true 2>/dev/null; then',
    `  if [ -x ${gnuTime} ]; then`,
    '    measure=gnu-time',
    `    set -- ${gnuTime} -q -o "$meta/${usage}" -f ${shellQuote(GNU_TIME_FORMAT)} --`,
    '  fi',
    '  set -- "$@" env --default-signal --',
    'fi',
    `set -- "$@" ${[...programPrefix(options.limits, options.runAs), shellQuoteArgv(options.argv)].join(' ')}`,
    ...logOwnerLines(options.runAs),
    '',
    '# Cancelled while getting ready: the program never starts.',
    `[ -z "$stopping" ] || finish ${CANCELLED_BEFORE_START_EXIT}`,
    'if [ "$measure" = gnu-time ]; then',
    `  (trap '' TERM && exec "$@") </dev/null >"$work/${STDOUT_LOG}" 2>"$work/${STDERR_LOG}" &`,
    'else',
    `  "$@" </dev/null >"$work/${STDOUT_LOG}" 2>"$work/${STDERR_LOG}" &`,
    'fi',
    'child=$!',
    ...(wallSeconds === undefined ? [] : ['watchdog &', 'guard=$!']),
    'while :; do',
    '  wait "$child"',
    '  status=$?',
    '  # A trapped signal interrupts wait before the program has been reaped: wait again.',
    '  [ -e "/proc/$child" ] || break',
    'done',
    ...(wallSeconds === undefined
      ? []
      : [
          'kill -USR1 "$guard" 2>/dev/null',
          '# After a time limit the watchdog still has a KILL to send when the grace period is over: leave it to that.',
          'why=',
          `read -r why 2>/dev/null <"$meta/${JOB_FILES.reason}"`,
          '[ "$why" = time_limit ] || wait "$guard"',
        ]),
    `[ "$measure" = gnu-time ] || { echo source=sh-times; times; } >"$meta/${usage}"`,
    'finish "$status"',
    '',
  ].join('\n');
}
