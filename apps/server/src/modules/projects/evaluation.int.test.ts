/**
 * The satisfaction survey of a project (spec 000 §3 §7, 001 §3-5 §7 §9): the stages come due with the project's
 * progress (start: at once; report push A: a report attached; report push B: data delivered), each is answered once
 * per project by its customers, answers are checked, and each answer stores its 1000-bean reward.
 */
import {
  EVALUATION_SURVEYS,
  PROGRESS_STAGES,
  type BeanMovementsResponse,
  type EvaluationAnswer,
  type EvaluationStage,
} from '@biocloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { postForm, staffClient, staffProject, type Client } from './test-support/project-clients';

interface Info {
  canLatestEvaluated: boolean;
  projectBaseIds: string[];
  pendingStages: string[];
  dueStages: string[];
  historyEva: Record<string, { result: EvaluationAnswer[]; evaluatorName: string; rewardBeans: number } | null>;
}

const SAVE = '/modules/api/v5/newProject/saveEvaInfo';

let server: TestServer;
let staff: Client;
let owner: Client;
let member: Client;
let project: { id: string; code: string };

/** Every question of the stage answered: ratings `rating` (default 5), the suggestion when the survey has one. */
function answers(stage: EvaluationStage, rating: unknown = 5, suggestion = 'More plots'): EvaluationAnswer[] {
  const survey = EVALUATION_SURVEYS[stage];
  return survey.labels.map((label) => ({
    label,
    value: (label === 'suggestion' ? suggestion : rating) as EvaluationAnswer['value'],
  }));
}
const body = (stage: EvaluationStage, result: unknown[]) => ({
  projectBaseId: project.id,
  [EVALUATION_SURVEYS[stage].resultKey]: result,
});
const info = (who: Client) => who.get<Info>(`/api/v1/projects/${project.id}/evaluation`);
const evaluationRows = () =>
  server.db
    .selectFrom('project_evaluations')
    .select(['stage', 'user_id', 'reward_beans', 'reward_credited_at'])
    .where('project_id', '=', project.id)
    .orderBy('id')
    .execute();

async function newProject(name: string) {
  const created = await staffProject(staff, owner, name, [member]);
  const detail = await owner.get<{ projectCode: string }>(`/api/v1/projects/${created.id}`);
  return { id: created.id, code: detail.body.projectCode };
}

beforeAll(async () => {
  ({ server } = await startFilesServer());
  staff = await staffClient(server);
  [owner, member] = [await loggedIn(server), await loggedIn(server)];
  project = await newProject('Survey');
});
afterAll(() => server.close());

describe('a new project', () => {
  it('asks its customers about the project start only, by id or by project number', async () => {
    const byId = await info(owner);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      canLatestEvaluated: true,
      projectBaseIds: [project.id],
      pendingStages: ['projectStart'],
      dueStages: ['projectStart'],
      historyEva: { projectStartStageEva: null, reportPushAStageEva: null, reportPushBStageEva: null },
    });
    const byNumber = await member.get<Info>(`/api/v1/projects/evaluation?number=${project.code}`);
    expect(byNumber.body).toEqual(byId.body);
    const byBaseId = await member.get<Info>(`/api/v1/projects/evaluation?projectBaseId=${project.id}`);
    expect(byBaseId.body).toEqual(byId.body);
  });

  it('does not ask staff, who may not answer', async () => {
    expect((await info(staff)).body).toMatchObject({ canLatestEvaluated: false, projectBaseIds: [] });
    const saved = await staff.post(SAVE, body('projectStart', answers('projectStart')));
    expect([saved.status, saved.body.code]).toEqual([400, 'EVALUATION_CUSTOMERS_ONLY']);
  });

  it('refuses broken answers and stages not due, storing nothing', async () => {
    const start = answers('projectStart');
    for (const [payload, status, code] of [
      [{ projectBaseId: project.id }, 400, 'EVALUATION_EMPTY'],
      [body('projectStart', start.slice(1)), 400, 'EVALUATION_ANSWERS_INVALID'],
      [body('projectStart', [...start, { label: 'rating9', value: 5 }]), 400, 'EVALUATION_ANSWERS_INVALID'],
      [body('projectStart', [...start, start[0]]), 400, 'EVALUATION_ANSWERS_INVALID'],
      [body('projectStart', answers('projectStart', 6)), 400, 'EVALUATION_RATING_INVALID'],
      [body('projectStart', answers('projectStart', 0)), 400, 'EVALUATION_RATING_INVALID'],
      [body('projectStart', answers('projectStart', 4.5)), 400, 'EVALUATION_RATING_INVALID'],
      [body('projectStart', answers('projectStart', '5')), 400, 'EVALUATION_RATING_INVALID'],
      [body('reportPushA', answers('reportPushA', 5, 'x'.repeat(500))), 400, 'EVALUATION_SUGGESTION_TOO_LONG'],
      [body('reportPushA', answers('reportPushA')), 409, 'EVALUATION_STAGE_NOT_DUE'],
      [
        { ...body('projectStart', start), ...body('reportPushB', answers('reportPushB')) },
        409,
        'EVALUATION_STAGE_NOT_DUE',
      ],
    ] as const) {
      const answer = await owner.post(SAVE, payload);
      expect([answer.status, answer.body.code], JSON.stringify(payload).slice(0, 200)).toEqual([status, code]);
    }
    expect(await evaluationRows()).toEqual([]);
  });

  it('says why in the caller language', async () => {
    const res = await fetch(`${server.baseUrl}${SAVE}`, {
      method: 'POST',
      headers: { token: owner.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify(body('projectStart', answers('projectStart', 7))),
    });
    expect(await res.json()).toEqual({ code: 'EVALUATION_RATING_INVALID', message: '评分必须是 1 到 5 的整数' });
  });

  it('takes one answer of the start, with its reward, and then no second one', async () => {
    const saved = await member.post(SAVE, body('projectStart', answers('projectStart', 4)));
    expect([saved.status, saved.body]).toEqual([200, { saved: ['projectStart'], rewardBeans: 1000 }]);
    const rows = await evaluationRows();
    expect(rows.map((r) => [r.stage, r.user_id, r.reward_beans])).toEqual([['projectStart', member.user.id, 1000]]);
    expect(rows[0]?.reward_credited_at).toBeInstanceOf(Date);
    // Credited to the answering member's wallet, once, with a message that says so.
    const beans = await member.get<BeanMovementsResponse>('/api/v1/beans');
    expect(beans.body.wallet).toEqual({ available: 1000, held: 0 });
    expect(beans.body.movements).toMatchObject([{ kind: 'grant_survey', change: 1000, refId: project.id }]);
    const messages = await server.db
      .selectFrom('messages')
      .select('kind')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(messages.filter((m) => m.kind === 'surveyRewarded')).toHaveLength(1);
    const again = await owner.post(SAVE, body('projectStart', answers('projectStart')));
    expect([again.status, again.body.code]).toEqual([409, 'EVALUATION_STAGE_ANSWERED']);
    const after = await info(owner);
    expect(after.body).toMatchObject({ canLatestEvaluated: false, projectBaseIds: [], pendingStages: [] });
    expect(after.body.historyEva.projectStartStageEva).toMatchObject({
      result: answers('projectStart', 4),
      evaluatorName: member.user.username,
      rewardBeans: 1000,
    });
  });
});

describe('as the project goes on', () => {
  it('asks about the report once one is attached, and about the data once delivered', async () => {
    const p = `/api/v1/projects/${project.id}`;
    const report = await postForm<{ projectId: string }>(server.baseUrl, staff, `${p}/reports`, { flag: 'report' }, [
      { name: 'report.html', content: '<h1>Report</h1>' },
    ]);
    expect(report.status).toBe(200);
    const byReport = await owner.get<Info>(`/api/v1/projects/evaluation?projectId=${report.body.projectId}`);
    expect(byReport.body).toMatchObject({ pendingStages: ['reportPushA'], dueStages: ['projectStart', 'reportPushA'] });

    for (const stageKey of PROGRESS_STAGES.service) {
      expect((await staff.post(`${p}/progress/stages`, { stageKey })).status).toBe(200);
    }
    expect((await info(owner)).body).toMatchObject({
      canLatestEvaluated: true,
      pendingStages: ['reportPushA', 'reportPushB'],
    });
    const saved = await owner.post(SAVE, {
      ...body('reportPushA', answers('reportPushA', 5, '')),
      ...body('reportPushB', answers('reportPushB', 3, 'Faster delivery please')),
    });
    expect([saved.status, saved.body]).toEqual([200, { saved: ['reportPushA', 'reportPushB'], rewardBeans: 2000 }]);
    const done = await info(member);
    expect(done.body).toMatchObject({ canLatestEvaluated: false, pendingStages: [] });
    expect(done.body.historyEva.reportPushBStageEva!.result).toContainEqual({
      label: 'suggestion',
      value: 'Faster delivery please',
    });
    expect((await evaluationRows()).map((r) => [r.stage, r.reward_beans])).toEqual([
      ['projectStart', 1000],
      ['reportPushA', 1000],
      ['reportPushB', 1000],
    ]);
    expect((await owner.get<BeanMovementsResponse>('/api/v1/beans')).body.wallet.available).toBe(2000);
  });

  it('takes one of two answers of the same stage sent at once', async () => {
    const other = await newProject('Survey race');
    const payload = { projectBaseId: other.id, projectStartEvaObject: answers('projectStart') };
    const results = await Promise.all([owner.post(SAVE, payload), member.post(SAVE, payload)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await server.db
      .selectFrom('project_evaluations')
      .select('stage')
      .where('project_id', '=', other.id)
      .execute();
    expect(rows).toEqual([{ stage: 'projectStart' }]);
  });
});
