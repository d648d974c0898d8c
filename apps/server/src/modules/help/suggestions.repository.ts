import type { Kysely } from 'kysely';
import type { SuggestionType } from '@biocloud/contracts';
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
