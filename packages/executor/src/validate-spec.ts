import path from 'node:path';
import { ExecutorError } from './executor-error';
import type { ExecutorJobSpec } from './executor';

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Why argv[0] cannot be run through the wrapper, if it cannot. */
export function programProblem(program: string | undefined): string | undefined {
  if (program === undefined || program === '') return 'argv must name a program';
  // The wrapper starts it through env(1), which reads a leading '-' as an option and NAME=VALUE as an assignment.
  if (program.startsWith('-')) return `the program name cannot start with '-': ${JSON.stringify(program)}`;
  if (program.includes('=')) return `the program name cannot contain '=': ${JSON.stringify(program)}`;
  return undefined;
}

export function envNameProblem(name: string): string | undefined {
  return ENV_NAME.test(name) ? undefined : `invalid environment variable name: ${JSON.stringify(name)}`;
}

function problems(spec: ExecutorJobSpec): string[] {
  const found: string[] = [];
  if (spec.taskId.trim() === '') found.push('taskId is empty');
  if (!path.isAbsolute(spec.workDir)) found.push(`workDir must be absolute, got ${JSON.stringify(spec.workDir)}`);
  const program = programProblem(spec.argv[0]);
  if (program) found.push(program);
  if (spec.argv.some((arg) => arg.includes('\0'))) found.push('an argument contains a NUL byte');
  for (const [name, value] of Object.entries(spec.env ?? {})) {
    const problem = envNameProblem(name);
    if (problem) found.push(problem);
    if (value.includes('\0')) found.push(`environment variable ${name} contains a NUL byte`);
  }
  for (const [name, value] of Object.entries(spec.resources)) {
    if (value === undefined) continue; // an optional limit not set
    if (!Number.isInteger(value) || value <= 0)
      found.push(`resources.${name} must be a positive integer, got ${value}`);
  }
  return found;
}

/** Throws INVALID_SPEC listing every problem: a spec either runs as given or not at all. */
export function validateSpec(spec: ExecutorJobSpec): void {
  const found = problems(spec);
  if (found.length > 0) throw new ExecutorError('INVALID_SPEC', found.join('; '));
}
