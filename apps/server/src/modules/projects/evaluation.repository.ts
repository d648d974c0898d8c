import { sql, type Kysely } from 'kysely';
import type { EvaluationAnswer, EvaluationStage } from '@biocloud/contracts';
import type { DB } from '../../db/schema';

/** Survey answers of projects, and the project facts that decide which stages are due. */

export interface NewEvaluation {
  projectId: string;
  stage: EvaluationStage;
  userId: string;
  evaluatorName: string;
  answers: readonly EvaluationAnswer[];
  rewardBeans: number;
}

export function createEvaluationRepository(db: Kysely<DB>) {
  return {
    /** The project a report (projectId) or a project code (number) names, whoever may see it. */
    async projectIdOf(by: { reportId?: string; code?: string }): Promise<string | undefined> {
      if (by.reportId) {
        const row = await db
          .selectFrom('project_reports')
          .select('project_id')
          .where('id', '=', by.reportId)
          .executeTakeFirst();
        return row?.project_id;
      }
      if (!by.code) return undefined;
      const row = await db.selectFrom('projects').select('id').where('code', '=', by.code).executeTakeFirst();
      return row?.id;
    },

    /** What happened in the project so far that makes a survey stage due (evaluation-rules.ts). */
    async progressFacts(projectId: string): Promise<{ reportAttached: boolean; dataDelivered: boolean }> {
      const row = await db
        .selectNoFrom([
          sql<boolean>`exists (select 1 from project_reports where project_id = ${projectId} and flag = 'report')`.as(
            'reportAttached',
          ),
          sql<boolean>`exists (select 1 from project_stages where project_id = ${projectId}
            and stage_key = 'dataDelivered')`.as('dataDelivered'),
        ])
        .executeTakeFirstOrThrow();
      return row;
    },

    answered(projectId: string) {
      return db
        .selectFrom('project_evaluations')
        .select(['stage', 'answers', 'evaluator_name', 'reward_beans', 'created_at'])
        .where('project_id', '=', projectId)
        .orderBy('id')
        .execute();
    },

    async insert(e: NewEvaluation): Promise<void> {
      await db
        .insertInto('project_evaluations')
        .values({
          project_id: e.projectId,
          stage: e.stage,
          user_id: e.userId,
          evaluator_name: e.evaluatorName,
          answers: JSON.stringify(e.answers),
          reward_beans: e.rewardBeans,
        })
        .execute();
    },
  };
}

/** A second answer to a stage that another request answered between our check and write. */
export function isEvaluationClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === 'project_evaluations_once';
}
