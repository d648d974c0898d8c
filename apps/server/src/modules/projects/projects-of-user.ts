import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/*
 * The projects a user sees as a customer: those they own and those they are a member of (their project list; staff
 * see all projects there, see projects.repository.ts). Used by the dashboard, the quick search and the sample links
 * too, so the rule is written once.
 */

/** Where-condition on a query of `projects`: the user owns the project or is one of its members. */
export function ownedOrJoinedBy(userId: string) {
  return (eb: ExpressionBuilder<DB, 'projects'>) =>
    eb.or([
      eb('projects.owner_id', '=', userId),
      eb.exists(
        eb
          .selectFrom('project_members as pm')
          .select('pm.user_id')
          .whereRef('pm.project_id', '=', 'projects.id')
          .where('pm.user_id', '=', userId),
      ),
    ]);
}
