import {
  isUuid,
  type StaffPromotion,
  type StaffPromotionInput,
  type staffPromotionInputSchema,
} from '@biocloud/contracts';
import type { z } from 'zod';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { createPromotionsRepository, type PromotionRow, type PromotionValues } from './promotions.repository';

type Parsed = z.output<typeof staffPromotionInputSchema>;
const notFound = () => new AppError('PROMOTION_NOT_FOUND', 404);

function toPromotion(row: PromotionRow & { active: boolean }): StaffPromotion {
  return {
    id: row.id,
    type: row.type,
    titleZh: row.title_zh,
    titleEn: row.title_en,
    textZh: row.text_zh,
    textEn: row.text_en,
    image: row.image,
    actionZh: row.action_zh,
    actionEn: row.action_en,
    href: row.href,
    activeFrom: row.active_from.toISOString(),
    activeTo: row.active_to?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
    active: row.active,
    updatedAt: row.updated_at.toISOString(),
  };
}

function valuesOf(input: Parsed): PromotionValues {
  return {
    type: input.type,
    title_zh: input.titleZh,
    title_en: input.titleEn,
    text_zh: input.textZh,
    text_en: input.textEn,
    image: input.image,
    action_zh: input.actionZh,
    action_en: input.actionEn,
    href: input.href,
    active_from: new Date(input.activeFrom),
    active_to: input.activeTo ? new Date(input.activeTo) : null,
  };
}

interface Staff {
  id: string;
}

/**
 * Promotions (promote/active/:type): staff create, edit and end them, each write with its audit_log row in the
 * same transaction; everyone logged in reads the active one of a type.
 */
export function createPromotionsService(deps: { db: Database }) {
  const repo = createPromotionsRepository(deps.db);
  const write = <T>(work: (tx: ReturnType<typeof createPromotionsRepository>) => Promise<T>) =>
    deps.db.transaction().execute((trx) => work(createPromotionsRepository(trx)));

  return {
    async list() {
      return { list: (await repo.list()).map(toPromotion) };
    },

    async active(type: string) {
      const row = await repo.activeOf(type);
      return { promotion: row ? toPromotion(row) : null };
    },

    create(staff: Staff, input: Parsed, ip: string | null) {
      return write(async (tx) => {
        const row = await tx.insert(valuesOf(input), staff.id);
        await tx.audit({ userId: staff.id, action: 'promotion.create', ip, detail: { promotionId: row.id } });
        return toPromotion(row);
      });
    },

    update(staff: Staff, id: string, input: Parsed, ip: string | null) {
      if (!isUuid(id)) throw notFound();
      return write(async (tx) => {
        const row = await tx.update(id, valuesOf(input));
        if (!row) throw notFound();
        await tx.audit({ userId: staff.id, action: 'promotion.update', ip, detail: { promotionId: id } });
        return toPromotion(row);
      });
    },

    /** Ends it now (it stays listed, inactive). */
    end(staff: Staff, id: string, ip: string | null) {
      if (!isUuid(id)) throw notFound();
      return write(async (tx) => {
        const row = await tx.update(id, { ended_at: new Date() });
        if (!row) throw notFound();
        await tx.audit({ userId: staff.id, action: 'promotion.end', ip, detail: { promotionId: id } });
        return toPromotion(row);
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
export type { StaffPromotionInput };
