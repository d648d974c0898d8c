import {
  EVALUATION_REWARD_BEANS,
  EVALUATION_STAGES,
  EVALUATION_SURVEYS,
  dueEvaluationStages,
  isUuid,
  pendingEvaluationStages,
  validateEvaluationAnswers,
  type EvaluationAnswer,
  type EvaluationErrorCode,
  type EvaluationInfoQuery,
  type EvaluationInfoResponse,
  type EvaluationStage,
  type SaveEvaluationRequest,
  type SaveEvaluationResponse,
} from '@biocloud/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ProjectCaller } from './project-access';
import { projectNotFound } from './project-errors';
import { createProjectsRepository } from './projects.repository';
import type { ProjectsService, VisibleProject } from './projects.service';
import { createEvaluationRepository, isEvaluationClash } from './evaluation.repository';
import { creditSurvey } from './survey-reward';

/*
 * The satisfaction survey of a project (contracts/projects/evaluation-rules.ts): which stages are due and answered,
 * and saving answers, each stage once per project, by its customers (owner or members; staff run the service and
 * are not asked). The reward of each answer is credited to the answering user's bean wallet in the answer's
 * transaction (survey-reward.ts).
 */

const refused = (code: EvaluationErrorCode, status = 400) => new AppError(code, status);

export function createEvaluationService(deps: { db: Database; projects: ProjectsService }) {
  const { db, projects } = deps;
  const repo = createEvaluationRepository(db);

  async function info({ row, role }: VisibleProject): Promise<EvaluationInfoResponse> {
    const [facts, answered] = await Promise.all([repo.progressFacts(row.id), repo.answered(row.id)]);
    const due = dueEvaluationStages(facts);
    const byStage = new Map(answered.map((a) => [a.stage, a]));
    const pending = pendingEvaluationStages(due, new Set(byStage.keys()));
    const asked = role !== 'staff' && pending.length > 0;
    const history = Object.fromEntries(
      EVALUATION_STAGES.map((stage) => {
        const a = byStage.get(stage);
        const entry = a && {
          result: a.answers,
          evaluatorName: a.evaluator_name,
          createTime: new Date(a.created_at).toISOString(),
          rewardBeans: a.reward_beans,
        };
        return [EVALUATION_SURVEYS[stage].historyKey, entry ?? null];
      }),
    ) as EvaluationInfoResponse['historyEva'];
    return {
      projectBaseId: row.id,
      projectName: row.name,
      canLatestEvaluated: asked,
      projectBaseIds: asked ? [row.id] : [],
      pendingStages: pending,
      dueStages: EVALUATION_STAGES.filter((s) => due.has(s)),
      historyEva: history,
    };
  }

  /** The project the query names (project id, else report id, else project code) if the caller sees it. */
  async function named(caller: ProjectCaller, query: EvaluationInfoQuery): Promise<VisibleProject> {
    const id =
      query.projectBaseId ??
      (query.projectId !== undefined
        ? isUuid(query.projectId) && (await repo.projectIdOf({ reportId: query.projectId }))
        : query.number && (await repo.projectIdOf({ code: query.number })));
    if (!id) throw projectNotFound();
    return projects.visible(caller, id);
  }

  return {
    info: async (caller: ProjectCaller, query: EvaluationInfoQuery) => info(await named(caller, query)),

    /** Saves the answers of every stage given, all or none: each checked, due and not yet answered. */
    async save(caller: ProjectCaller, body: SaveEvaluationRequest): Promise<SaveEvaluationResponse> {
      const { row, role } = await projects.visible(caller, body.projectBaseId);
      if (role === 'staff') throw refused('EVALUATION_CUSTOMERS_ONLY');
      const given = EVALUATION_STAGES.flatMap((stage): [EvaluationStage, EvaluationAnswer[]][] => {
        const answers = body[EVALUATION_SURVEYS[stage].resultKey];
        return answers ? [[stage, answers]] : [];
      });
      if (given.length === 0) throw refused('EVALUATION_EMPTY');
      for (const [stage, answers] of given) {
        const check = validateEvaluationAnswers(stage, answers);
        if (!check.ok) throw refused(check.code);
      }
      try {
        await db.transaction().execute(async (trx) => {
          // One decision at a time per project: two saves of one stage never both pass the checks.
          if (!(await createProjectsRepository(trx).lock(row.id))) throw projectNotFound();
          const tx = createEvaluationRepository(trx);
          const due = dueEvaluationStages(await tx.progressFacts(row.id));
          const answered = new Set((await tx.answered(row.id)).map((a) => a.stage));
          for (const [stage, answers] of given) {
            if (answered.has(stage)) throw refused('EVALUATION_STAGE_ANSWERED', 409);
            if (!due.has(stage)) throw refused('EVALUATION_STAGE_NOT_DUE', 409);
            await tx.insert({
              projectId: row.id,
              stage,
              userId: caller.id,
              evaluatorName: caller.name,
              answers,
              rewardBeans: EVALUATION_REWARD_BEANS,
            });
            await creditSurvey(trx, { userId: caller.id, projectId: row.id, projectName: row.name, stage });
          }
        });
      } catch (error) {
        if (isEvaluationClash(error)) throw refused('EVALUATION_STAGE_ANSWERED', 409);
        throw error;
      }
      const saved = given.map(([stage]) => stage);
      return { saved, rewardBeans: saved.length * EVALUATION_REWARD_BEANS };
    },
  };
}

export type EvaluationService = ReturnType<typeof createEvaluationService>;
