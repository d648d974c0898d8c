import { z } from 'zod';

/** User actions on a job; compute jobs and task jobs share them. */
export const jobActionSchema = z.enum(['pause', 'resume', 'stop', 'delete']);
export type JobAction = z.infer<typeof jobActionSchema>;
export const JOB_ACTIONS = jobActionSchema.options;

/** Error code of an action refused in the job's current status. */
export const JOB_ACTION_NOT_ALLOWED = 'JOB_ACTION_NOT_ALLOWED';

/** Outcome of applying an action: the new status, the job removed (delete), or a refusal. */
export type JobTransition<S extends string> =
  | { readonly ok: true; readonly removed: false; readonly status: S }
  | { readonly ok: true; readonly removed: true }
  | { readonly ok: false; readonly code: typeof JOB_ACTION_NOT_ALLOWED };

/**
 * The three questions every status table answers, built once from "allowed from" and "leads to" tables so compute
 * jobs and task jobs cannot drift apart in how they apply them.
 */
export function jobStateMachine<S extends string>(
  from: Record<JobAction, readonly S[]>,
  to: Record<JobAction, S | null>,
) {
  const can = (action: JobAction, status: S): boolean => from[action].includes(status);
  return {
    can,
    /** Actions offered in this status, in JOB_ACTIONS order. */
    actions: (status: S): JobAction[] => JOB_ACTIONS.filter((action) => can(action, status)),
    next: (action: JobAction, status: S): JobTransition<S> => {
      if (!can(action, status)) return { ok: false, code: JOB_ACTION_NOT_ALLOWED };
      const target = to[action];
      return target === null ? { ok: true, removed: true } : { ok: true, removed: false, status: target };
    },
  };
}
