import type { Kysely } from 'kysely';
import type { MyPackage, PackageLevel, PaymentMethod, StaffLevelUpdate } from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Caller } from '../auth/caller';
import { createOrdersRepository } from './orders.repository';
import { toOrder } from './orders.service';
import { createPackagesRepository, type LevelRow } from './packages.repository';

/**
 * The package page's data (the caller's level, quotas and usage, the levels, the ways to pay) and the staff's
 * changes of a level, audited (before, after) in the same transaction.
 */
export function createPackagesService(deps: {
  db: Kysely<DB>;
  /** The instance's job limit per user (TASK_USER_CONCURRENCY): a level without its own keeps it. */
  defaultJobs: number;
  paymentMethods: readonly PaymentMethod[];
  bankDetails: string | null;
}) {
  const { db } = deps;
  const repo = createPackagesRepository(db);

  const toLevel = (row: LevelRow, ownQuota: number): PackageLevel => ({
    code: row.code,
    rank: row.rank,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    storageBytes: row.storage_bytes === null ? ownQuota : Number(row.storage_bytes),
    concurrentJobs: row.concurrent_jobs ?? deps.defaultJobs,
    monthlyBeans: row.monthly_beans,
    priceFen: row.price_fen,
    periodDays: row.period_days,
    active: row.active,
  });

  return {
    async mine(caller: Caller): Promise<MyPackage> {
      const orders = createOrdersRepository(db);
      await orders.expireDue(caller.id);
      const [rows, active, usage, pending] = await Promise.all([
        repo.levels(),
        repo.active(caller.id),
        repo.usage(caller.id),
        orders.pendingOf(caller.id),
      ]);
      const free = rows[0];
      const row = (active && rows.find((l) => l.code === active.level_code)) || free;
      if (!row) throw new Error('no package levels');
      const current = toLevel(row, usage.ownQuota);
      return {
        levelCode: current.code,
        endTime: active?.ends_at.toISOString() ?? null,
        quotas: {
          storageBytes: current.storageBytes,
          concurrentJobs: current.concurrentJobs,
          monthlyBeans: current.monthlyBeans,
        },
        usage: { storageBytes: usage.storage, runningJobs: usage.running },
        levels: rows.filter((l) => l.active || l.code === row.code).map((l) => toLevel(l, usage.ownQuota)),
        paymentMethods: [...deps.paymentMethods],
        bankDetails: deps.bankDetails,
        pendingOrder: pending ? toOrder(pending) : null,
      };
    },

    async setLevel(staff: { id: string }, code: string, update: StaffLevelUpdate, ip: string | null) {
      return db.transaction().execute(async (trx) => {
        const trxRepo = createPackagesRepository(trx);
        const before = await trxRepo.levelForUpdate(code);
        if (!before) throw new AppError('PACKAGE_LEVEL_NOT_FOUND', 404);
        const after = await trxRepo.updateLevel(code, {
          name_zh: update.nameZh,
          name_en: update.nameEn,
          storage_bytes: update.storageBytes,
          concurrent_jobs: update.concurrentJobs,
          monthly_beans: update.monthlyBeans,
          price_fen: update.priceFen,
          period_days: update.periodDays,
          active: update.active,
        });
        const plain = (r: LevelRow) => ({ ...r, updated_at: undefined });
        await trxRepo.audit({
          userId: staff.id,
          action: 'package.level.update',
          ip,
          detail: { code, before: plain(before), after: plain(after) },
        });
        return { code: after.code };
      });
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
