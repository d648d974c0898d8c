import type { Kysely } from 'kysely';
import { writeAudit } from '../admin/audit-log.repository';
import {
  isUuid,
  SUGGESTIONS_PAGE_SIZE,
  type StaffSuggestionList,
  type SuggestionState,
  type UserRole,
} from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { sendMessages } from '../messages/messages.repository';
import type { SuggestionFiles } from './suggestion-files';
import { createSuggestionsRepository } from './suggestions.repository';

interface Staff {
  id: string;
  role: UserRole;
}

const notFound = () => new AppError('SUGGESTION_NOT_FOUND', 404);

/**
 * The staff's side of suggestions (issue 18): every user's, a page at a time, newest first; an attachment's bytes;
 * and the answer, stored once and sent to the sender as a message of kind `suggestionAnswered` in the same
 * transaction (the message exists exactly when the answer does).
 */
export function createStaffSuggestionsService(deps: { db: Kysely<DB>; files: SuggestionFiles }) {
  const { db, files } = deps;
  const repo = createSuggestionsRepository(db);

  return {
    async list(query: { currentPage: number; state?: SuggestionState }): Promise<StaffSuggestionList> {
      const { rows, total } = await repo.page(
        { state: query.state },
        query.currentPage * SUGGESTIONS_PAGE_SIZE,
        SUGGESTIONS_PAGE_SIZE,
      );
      const attachments = await repo.attachmentsOf(rows.map((r) => r.id));
      return {
        list: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          description: row.description,
          username: row.username,
          createTime: row.created_at.toISOString(),
          state: row.answer === null ? 'new' : 'answered',
          answer: row.answer,
          answerTime: row.answered_at?.toISOString() ?? null,
          attachments: attachments
            .filter((a) => a.suggestion_id === row.id)
            .map((a) => ({ position: a.position, name: a.name, size: Number(a.size) })),
        })),
        total,
        totalPages: Math.ceil(total / SUGGESTIONS_PAGE_SIZE),
      };
    },

    /** The attachment's name and a stream of its bytes. */
    async attachment(id: string, position: number) {
      const row = isUuid(id) ? await repo.attachment(id, position) : undefined;
      if (!row) throw notFound();
      return { name: row.name, size: Number(row.size), stream: files.stream(id, position) };
    },

    async answer(caller: Staff, id: string, answer: string): Promise<{ id: string }> {
      if (!isUuid(id)) throw notFound();
      return db.transaction().execute(async (trx) => {
        const trxRepo = createSuggestionsRepository(trx);
        const answered = await trxRepo.answer(id, answer, caller.id);
        if (!answered) {
          if (await trxRepo.find(id)) throw new AppError('SUGGESTION_ALREADY_ANSWERED', 409);
          throw notFound();
        }
        await sendMessages(trx, [answered.user_id], {
          kind: 'suggestionAnswered',
          params: { title: answered.title, content: answer, suggestionId: id },
        });
        // A staff write: its audit row commits with it (issue 32 item 8).
        await writeAudit(trx, {
          actorId: caller.id,
          action: 'suggestion.answer',
          ip: null,
          detail: { suggestionId: id },
        });
        return { id };
      });
    },
  };
}

export type StaffSuggestionsService = ReturnType<typeof createStaffSuggestionsService>;
