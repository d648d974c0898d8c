import { sql, type Kysely } from 'kysely';
import type { SuggestionState, SuggestionType } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

export interface SuggestionAttachment {
  name: string;
  size: number;
}

/** Suggestions of the feedback form and their attachments' rows (the bytes are suggestion-files.ts'). */
export function createSuggestionsRepository(db: Kysely<DB>) {
  return {
    /** The suggestion and its attachments' rows, in one transaction. */
    async insert(
      suggestion: { id: string; userId: string; type: SuggestionType; title: string; description: string },
      attachments: readonly SuggestionAttachment[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('suggestions')
          .values({
            id: suggestion.id,
            user_id: suggestion.userId,
            type: suggestion.type,
            title: suggestion.title,
            description: suggestion.description,
          })
          .execute();
        if (attachments.length === 0) return;
        await trx
          .insertInto('suggestion_attachments')
          .values(attachments.map((a, position) => ({ suggestion_id: suggestion.id, position, ...a })))
          .execute();
      });
    },

    find(id: string) {
      return db.selectFrom('suggestions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A page of every user's suggestions, newest first, with each sender's username, and how many match. */
    async page(filter: { state?: SuggestionState }, offset: number, limit: number) {
      const matching = db.selectFrom('suggestions').$call((q) => {
        if (filter.state === 'new') return q.where('answer', 'is', null);
        if (filter.state === 'answered') return q.where('answer', 'is not', null);
        return q;
      });
      const [rows, count] = await Promise.all([
        matching
          .innerJoin('users', 'users.id', 'suggestions.user_id')
          .select([
            'suggestions.id',
            'suggestions.type',
            'suggestions.title',
            'suggestions.description',
            'suggestions.created_at',
            'suggestions.answer',
            'suggestions.answered_at',
            'users.username',
          ])
          .orderBy('suggestions.created_at', 'desc')
          .orderBy('suggestions.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** The attachments' rows of several suggestions, in the order sent. */
    attachmentsOf(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('suggestion_attachments')
        .selectAll()
        .where('suggestion_id', 'in', ids)
        .orderBy('suggestion_id')
        .orderBy('position')
        .execute();
    },

    attachment(id: string, position: number) {
      return db
        .selectFrom('suggestion_attachments')
        .selectAll()
        .where('suggestion_id', '=', id)
        .where('position', '=', position)
        .executeTakeFirst();
    },

    /**
     * Stores staff's answer if the suggestion has none yet, in one statement (two staff answering at once: one wins):
     * answers the sender and title, or undefined when there is no such new suggestion.
     */
    answer(id: string, answer: string, staffId: string) {
      return db
        .updateTable('suggestions')
        .set({ answer, answered_at: sql<Date>`now()`, answered_by: staffId })
        .where('id', '=', id)
        .where('answer', 'is', null)
        .returning(['user_id', 'title'])
        .executeTakeFirst();
    },

    attachments(id: string) {
      return db
        .selectFrom('suggestion_attachments')
        .selectAll()
        .where('suggestion_id', '=', id)
        .orderBy('position')
        .execute();
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
