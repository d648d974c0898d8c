import { describe, expect, it } from 'vitest';
import {
  exitedStatus,
  formatReason,
  parseExitCode,
  parseMarker,
  parseReason,
  parseUsage,
  reasonFromExitCode,
} from './job-files';

describe('parseMarker', () => {
  it('reads what the wrapper writes', () => {
    expect(parseMarker('pid=4086\npgid=4086\nhost=vm\nstarted_at_ms=1795421171349\n')).toEqual({
      pid: 4086,
      pgid: 4086,
      host: 'vm',
      startedAt: new Date(1795421171349),
    });
  });

  it('needs pid and pgid', () => {
    expect(parseMarker('pid=4086\n')).toBeUndefined();
    expect(parseMarker('')).toBeUndefined();
  });
});

describe('parseExitCode', () => {
  it('reads 0..255 and nothing else', () => {
    expect(parseExitCode('3\n')).toBe(3);
    expect(parseExitCode('0')).toBe(0);
    expect(parseExitCode('143\n')).toBe(143);
    expect(parseExitCode('')).toBeUndefined();
    expect(parseExitCode('256')).toBeUndefined();
    expect(parseExitCode('-1')).toBeUndefined();
  });
});

describe('parseUsage', () => {
  it('reads GNU time output (recorded)', () => {
    const text = 'source=gnu-time\nmax_rss_kb=1804\nuser_s=0.25\nsys_s=0.05\nelapsed_s=2.02\n';
    expect(parseUsage(text)).toEqual({ source: 'gnu-time', cpuSeconds: 0.3, peakMemoryKb: 1804 });
  });

  it('reads dash times output: the second line is the children', () => {
    const text = 'source=sh-times\n0m0.001000s 0m0.002000s\n1m2.500000s 0m0.500000s\n';
    expect(parseUsage(text)).toEqual({ source: 'sh-times', cpuSeconds: 63 });
  });

  it('reads bash times output', () => {
    expect(parseUsage('source=sh-times\n0m0.003s 0m0.000s\n0m1.250s 0m0.250s\n')).toEqual({
      source: 'sh-times',
      cpuSeconds: 1.5,
    });
  });

  it('gives nothing for an empty or unknown file (GNU time killed before writing)', () => {
    expect(parseUsage('')).toBeUndefined();
    expect(parseUsage('source=other\n')).toBeUndefined();
  });
});

describe('reasons', () => {
  it('round-trips through the reason file', () => {
    const reason = { code: 'time_limit', message: 'time limit of 60 s reached' } as const;
    expect(formatReason(reason)).toBe('time_limit\ntime limit of 60 s reached\n');
    expect(parseReason(formatReason(reason))).toEqual(reason);
  });

  it('reads the file the wrapper writes with printf, and ignores unknown codes', () => {
    expect(parseReason('cancelled\n')).toEqual({ code: 'cancelled', message: 'cancelled' });
    expect(parseReason('exploded\nboom\n')).toBeUndefined();
  });

  it('explains deaths by signal from the exit code', () => {
    expect(reasonFromExitCode(0)).toBeUndefined();
    expect(reasonFromExitCode(3)).toBeUndefined();
    expect(reasonFromExitCode(139)).toEqual({ code: 'signal', message: 'killed by SIGSEGV' });
    expect(reasonFromExitCode(137)?.message).toMatch(/SIGKILL.*out-of-memory/);
    expect(reasonFromExitCode(152)).toEqual({ code: 'cpu_limit', message: 'CPU time limit reached (SIGXCPU)' });
    expect(reasonFromExitCode(153)).toEqual({ code: 'output_limit', message: 'file size limit reached (SIGXFSZ)' });
  });
});

describe('exitedStatus', () => {
  const startedAt = new Date(1_000);
  const endedAt = new Date(2_000);
  const marker = { pid: 1, pgid: 1, host: 'vm', startedAt };

  it('reports exit code, times and usage', () => {
    const usage = { source: 'gnu-time', cpuSeconds: 1, peakMemoryKb: 10 } as const;
    expect(exitedStatus({ exitCode: 3, endedAt, marker, usage })).toEqual({
      state: 'exited',
      exitCode: 3,
      startedAt,
      endedAt,
      usage,
    });
  });

  it('prefers the scheduler, then the reason file, then the signal', () => {
    const cancelled = { code: 'cancelled', message: 'cancelled on request' } as const;
    const timeout = { code: 'time_limit', message: 'Slurm stopped the job at its time limit' } as const;
    expect(exitedStatus({ exitCode: 143 }).reason?.code).toBe('signal');
    expect(exitedStatus({ exitCode: 143, reason: cancelled }).reason).toEqual(cancelled);
    expect(exitedStatus({ exitCode: 143, reason: cancelled }, timeout).reason).toEqual(timeout);
  });
});
