/**
 * The environment a job starts from, before the spec's own variables: enough to find programs and read UTF-8, and
 * nothing of the server's (its database URL and secrets stay out of jobs). SLURM_CONF is kept when set, so that sbatch
 * and the job see the same cluster as squeue and scontrol.
 */
const DEFAULT_PATH = '/usr/local/bin:/usr/bin:/bin';

export function defaultJobEnv(): Record<string, string> {
  const env: Record<string, string> = { PATH: process.env.PATH ?? DEFAULT_PATH, LANG: 'C.UTF-8' };
  if (process.env.SLURM_CONF) env.SLURM_CONF = process.env.SLURM_CONF;
  return env;
}
