import { describe, expect, it } from 'vitest';
import { buildWrapperScript, type WrapperOptions } from './wrapper';

const base: WrapperOptions = {
  taskId: 'task-1',
  workDir: '/data/jobs/task-1',
  argv: ['seqkit', 'stats', 'in put.fa'],
  limits: {},
  killGraceSeconds: 5,
};

function lines(options: Partial<WrapperOptions> = {}): string[] {
  return buildWrapperScript({ ...base, ...options }).split('\n');
}

describe('buildWrapperScript', () => {
  it('is a POSIX sh script that names its task and changes into the work dir', () => {
    const script = lines();
    expect(script[0]).toBe('#!/bin/sh');
    expect(script[1]).toContain('task task-1');
    expect(script).toContain("work='/data/jobs/task-1'");
    expect(script).toContain('cd "$work" || exit 120');
  });

  it('puts a command before any user text, so sbatch reads no #SBATCH line from it', () => {
    const script = lines({ argv: ['echo', '\n#SBATCH --mem=1T'] });
    const firstCommand = script.findIndex((line) => line !== '' && !line.startsWith('#'));
    const firstUserText = script.findIndex((line) => line.includes('#SBATCH'));
    expect(firstCommand).toBeLessThan(firstUserText);
  });

  it('passes the argv as single-quoted words, once', () => {
    const script = buildWrapperScript({ ...base, argv: ['sh', '-c', "echo $(id); rm -rf / 'x'"] });
    expect(script).toContain(`set -- "$@" 'sh' '-c' 'echo $(id); rm -rf / '\\''x'\\'''`);
    expect(script.match(/'sh' '-c'/g)).toHaveLength(1);
  });

  it('sends the output to stdout.log and stderr.log in the work dir', () => {
    expect(buildWrapperScript(base)).toContain('>"$work/stdout.log" 2>"$work/stderr.log" &');
  });

  it('records the marker and writes the exit code atomically, last', () => {
    const script = buildWrapperScript(base);
    expect(script).toContain('mv -f "$meta/pid.tmp" "$meta/pid"');
    expect(script).toContain(
      `printf '%s\\n' "$1" >"$meta/exit_code.tmp" && mv -f "$meta/exit_code.tmp" "$meta/exit_code"`,
    );
    expect(script.trimEnd().split('\n').at(-1)).toBe('finish "$status"');
  });

  it('measures with GNU time when present, else with times', () => {
    const script = buildWrapperScript(base);
    expect(script).toContain('if env --default-signal true 2>/dev/null; then');
    expect(script).toContain("  if [ -x '/usr/bin/time' ]; then");
    expect(script).toContain('  set -- "$@" env --default-signal --');
    expect(script).toContain('{ echo source=sh-times; times; } >"$meta/usage"');
    expect(buildWrapperScript({ ...base, gnuTimePath: '/opt/time' })).toContain("[ -x '/opt/time' ]");
  });

  it('starts the program under its process and file size limits, then as runAs, after GNU time', () => {
    const script = buildWrapperScript({
      ...base,
      limits: { processes: 64, fileSizeMb: 2 },
      runAs: { uid: 999, gid: 995 },
    });
    const start =
      'prlimit --nproc=320 --fsize=2097152 -- setpriv --reuid=999 --regid=995 --clear-groups --no-new-privs --';
    expect(script).toContain(`set -- "$@" ${start} 'seqkit' 'stats' 'in put.fa'`);
    expect(script).toContain('chown 999:995 "$work/stdout.log" "$work/stderr.log"');
    expect(buildWrapperScript(base)).not.toMatch(/prlimit|setpriv|chown/);
    // Without a user of its own, RLIMIT_NPROC would count the server's processes too: not set.
    expect(buildWrapperScript({ ...base, limits: { processes: 64, fileSizeMb: 2 } })).toContain(
      `set -- "$@" prlimit --fsize=2097152 -- 'seqkit'`,
    );
    expect(() => buildWrapperScript({ ...base, runAs: { uid: 0, gid: 0 } })).toThrow(/runAs.uid/);
  });

  it('exports the env, quoted', () => {
    expect(lines({ env: { TOKEN: "a'b $(c)" } })).toContain(`export TOKEN='a'\\''b $(c)'`);
  });

  it('sets memory in KiB and CPU time soft then hard', () => {
    const script = lines({ limits: { memoryMb: 512, cpuSeconds: 100 } });
    expect(script).toContain("ulimit -d 524288 || echo 'biocloud: could not set the memory limit' >&2");
    expect(script).toContain(
      "{ ulimit -S -t 100 && ulimit -H -t 105; } || echo 'biocloud: could not set the CPU time limit' >&2",
    );
  });

  it('adds the watchdog only with a wall-clock limit', () => {
    const without = buildWrapperScript(base);
    expect(without).not.toContain('watchdog');
    const withLimit = buildWrapperScript({ ...base, limits: { wallSeconds: 60 } });
    expect(withLimit).toContain('owed=60 credited=0');
    expect(withLimit).toContain(`printf 'time_limit\\n%s\\n' 'time limit of 60 s reached'`);
    expect(withLimit).toContain('kill -TERM 0\n  sleep 5\n  kill -KILL 0');
    expect(withLimit).toContain('watchdog &\nguard=$!');
    expect(withLimit).toContain('[ "$why" = time_limit ] || wait "$guard"');
  });

  it('refuses what it cannot run literally', () => {
    expect(() => buildWrapperScript({ ...base, argv: [] })).toThrow(/name a program/);
    expect(() => buildWrapperScript({ ...base, argv: ['-rf'] })).toThrow(/'-'/);
    expect(() => buildWrapperScript({ ...base, argv: ['A=B'] })).toThrow(/'='/);
    expect(() => buildWrapperScript({ ...base, argv: ['x', 'a\0b'] })).toThrow(/NUL/);
    expect(() => buildWrapperScript({ ...base, env: { 'A;B': '1' } })).toThrow(/variable name/);
    expect(() => buildWrapperScript({ ...base, workDir: 'relative' })).toThrow(/absolute/);
    expect(() => buildWrapperScript({ ...base, limits: { memoryMb: 0 } })).toThrow(/positive/);
  });
});
