import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { callerOf } from '../auth/caller';
import type { FileTreeService } from '../files/file-tree.service';
import type { MergeDeliveries } from './merge-deliveries.repository';
import { startPeriodic } from '../files/periodic';

/** How often ended merge jobs are looked for; the query is one indexed join over a table that is mostly empty. */
export const MERGE_DELIVERY_INTERVAL_MS = 2000;

/**
 * Puts each merged file where its merge asked for it, once the task succeeded: a copy of the result row (sharing its
 * blob, so no byte moves), keeping both names should one have been taken meanwhile. A delivery is claimed by
 * deleting its row first, so two instances never deliver twice; one lost to a crash right after the claim leaves the
 * merged file in the job's result folder, where every job's result is anyway.
 */
export function createMergeDelivery(deps: {
  deliveries: MergeDeliveries;
  tree: FileTreeService;
  log: FastifyBaseLogger;
}) {
  const { deliveries, tree, log } = deps;

  async function deliverEnded(): Promise<number> {
    let delivered = 0;
    for (const delivery of await deliveries.finished()) {
      if (!(await deliveries.claim(delivery.taskId)) || !delivery.succeeded) continue;
      const outputs = await deliveries.outputsOf(delivery.taskId);
      if (outputs.length === 0) continue;
      const caller = callerOf({ id: delivery.userId, role: delivery.role, region: delivery.region });
      try {
        await tree.copy(caller, {
          targetFolderUuid: delivery.parentUuid,
          sourceFileUuids: outputs,
          targetRepeatedUuids: [],
        });
        delivered += 1;
      } catch (error) {
        // The folder went, the user lost the right to write there, or the quota is full: the result folder keeps it.
        if (!(error instanceof AppError)) throw error;
        log.info({ task: delivery.taskId, code: error.code }, 'merged file left in its result folder');
      }
    }
    return delivered;
  }

  return {
    deliverEnded,
    /** Delivers every MERGE_DELIVERY_INTERVAL_MS, first right away (merges that ended while no server ran). */
    start: () => startPeriodic(deliverEnded, { intervalMs: MERGE_DELIVERY_INTERVAL_MS, log, what: 'merge delivery' }),
  };
}
