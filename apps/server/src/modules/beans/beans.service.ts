import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  BEANS_MAX_AMOUNT,
  isTaskJobTerminal,
  type BeanMovementsQuery,
  type BeanMovementsResponse,
  type Locale,
  type StaffBeanAdjustment,
  type StaffToolPrice,
  type ToolPricesResponse,
} from '@biocloud/contracts';
import type { DB, TaskRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import type { TaskChanges } from '../tasks/tasks.repository';
import { createBeansRepository } from './beans.repository';
import { amountInvalid, debitBeans, grantBeans, holdBeans, resolveHold, type WalletOwner } from './ledger';

/*
 * Beans on tools (issue 31 item 2): a job's price is held in the transaction that writes the job, posted in the one
 * that ends it with success, voided (given back) in the one that ends it otherwise: both are a task-change listener
 * (onTaskChanged, registered in compose.ts), the only place the task module meets the ledger. A price staff set
 * (bean_tool_prices) stands over the manifest's; the instance keeps them in memory for the catalogue's pages.
 */

export interface ToolPrice {
  beans: number;
  beansAccepted: boolean;
}

const userWallet = (id: string): WalletOwner => ({ kind: 'user', id });

export function createBeansService(deps: { db: Kysely<DB>; catalog: LoadedCatalog }) {
  const { db } = deps;
  const repo = createBeansRepository(db);
  let overrides = new Map<string, ToolPrice>();

  async function loadPrices(): Promise<void> {
    const rows = await db.selectFrom('bean_tool_prices').selectAll().execute();
    overrides = new Map(rows.map((r) => [r.tool_id, { beans: r.beans, beansAccepted: r.beans_accepted }]));
  }

  /** The price the catalogue shows and a submit holds: staff's, else the manifest's (undefined: no such tool). */
  function priceOf(toolId: string): ToolPrice | undefined {
    const manifest = deps.catalog.catalog.byId.get(toolId);
    return overrides.get(toolId) ?? manifest?.price;
  }

  /** A single tool run (not a compute job's step: its app is priced apart) pays with beans when its tool takes them. */
  async function onTaskChanged(trx: Transaction<DB>, task: TaskRow, changes?: TaskChanges): Promise<void> {
    if (!changes) {
      if (task.workflow_id) return;
      // Read in the submit's transaction: a price staff changed a moment ago on another instance counts.
      const row = await trx
        .selectFrom('bean_tool_prices')
        .select(['beans', 'beans_accepted'])
        .where('tool_id', '=', task.tool_id)
        .executeTakeFirst();
      const price = row ? { beans: row.beans, beansAccepted: row.beans_accepted } : priceOf(task.tool_id);
      if (!price || price.beans === 0 || !price.beansAccepted) return;
      await holdBeans(trx, { walletOwner: userWallet(task.user_id), amount: price.beans, taskId: task.id });
      return;
    }
    if (changes.status && isTaskJobTerminal(changes.status)) {
      await resolveHold(trx, task.id, changes.status === 'success' ? 'post' : 'void');
    }
  }

  /** Resolves the holds of ended (or vanished) jobs, each in a transaction of its own; answers how many. */
  async function sweep(): Promise<number> {
    let resolved = 0;
    for (const hold of await repo.strandedHolds()) {
      const done = await db.transaction().execute(async (trx) => {
        // The task's row, locked as its end locks it, so the sweep and a late finish never both resolve.
        const task = await trx
          .selectFrom('tasks')
          .select('status')
          .where('id', '=', hold.taskId)
          .forUpdate()
          .executeTakeFirst();
        if (task && !isTaskJobTerminal(task.status)) return undefined;
        return resolveHold(trx, hold.taskId, task?.status === 'success' ? 'post' : 'void');
      });
      if (done && !done.replayed) resolved += 1;
    }
    return resolved;
  }

  async function movements(owner: WalletOwner, query: BeanMovementsQuery): Promise<BeanMovementsResponse> {
    const wallet = await repo.wallet(owner);
    if (!wallet.id) return { wallet: { available: 0, held: 0 }, movements: [], total: 0 };
    return { wallet: { available: wallet.available, held: wallet.held }, ...(await repo.movements(wallet.id, query)) };
  }

  async function assertUser(userId: string): Promise<void> {
    const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 404);
  }

  return {
    loadPrices,
    priceOf,
    onTaskChanged,
    sweep,
    reconcile: () => repo.reconcile(),
    wallet: (userId: string) => repo.wallet(userWallet(userId)),
    movements: (userId: string, query: BeanMovementsQuery) => movements(userWallet(userId), query),

    /** Every catalogue tool with its price, in the caller's language. */
    prices(locale: Locale): ToolPricesResponse {
      return {
        tools: deps.catalog.catalog.tools.map((tool) => ({
          toolId: tool.id,
          name: tool.name[locale],
          ...priceOf(tool.id)!,
        })),
      };
    },

    /** A staff credit or debit of a user's wallet, with the reason, audited in the same transaction. */
    async adjust(staff: { id: string }, userId: string, input: StaffBeanAdjustment, ip: string | null) {
      const amount = Math.abs(input.amount);
      if (!Number.isSafeInteger(input.amount) || amount === 0 || amount > BEANS_MAX_AMOUNT) throw amountInvalid();
      const reason = input.reason.trim();
      if (!reason) throw new AppError('VALIDATION_ERROR', 400);
      await assertUser(userId);
      return db.transaction().execute(async (trx) => {
        const owner = userWallet(userId);
        const before = await createBeansRepository(trx).wallet(owner);
        const grant = {
          walletOwner: owner,
          amount,
          kind: 'staff' as const,
          key: `staff:${input.requestId ?? randomUUID()}`,
          reason,
          actorId: staff.id,
          ref: { type: 'user', id: userId },
        };
        const result = input.amount > 0 ? await grantBeans(trx, grant) : await debitBeans(trx, grant);
        const after = await createBeansRepository(trx).wallet(owner);
        if (!result.replayed) {
          await trx
            .insertInto('audit_log')
            .values({
              user_id: staff.id,
              action: 'beans.adjust',
              ip,
              detail: JSON.stringify({
                userId,
                amount: input.amount,
                reason,
                transferId: result.transferId,
                before: before.available,
                after: after.available,
              }),
            })
            .execute();
        }
        return { wallet: { available: after.available, held: after.held }, transferId: result.transferId };
      });
    },

    /** Sets a tool's price (staff), audited with the price before and after in the same transaction. */
    async setPrice(staff: { id: string }, toolId: string, price: StaffToolPrice, ip: string | null) {
      const before = priceOf(toolId);
      if (!before) throw new AppError('SOFTWARE_NOT_FOUND', 404);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('bean_tool_prices')
          .values({ tool_id: toolId, beans: price.beans, beans_accepted: price.beansAccepted, updated_by: staff.id })
          .onConflict((oc) =>
            oc.column('tool_id').doUpdateSet({
              beans: price.beans,
              beans_accepted: price.beansAccepted,
              updated_by: staff.id,
              updated_at: new Date(),
            }),
          )
          .execute();
        await trx
          .insertInto('audit_log')
          .values({
            user_id: staff.id,
            action: 'beans.price',
            ip,
            detail: JSON.stringify({ toolId, before, after: price }),
          })
          .execute();
      });
      overrides.set(toolId, { ...price });
      return { toolId, ...price };
    },
  };
}

export type BeansService = ReturnType<typeof createBeansService>;
