import {
  JOB_NAME_PATTERN,
  resolveToolValues,
  type AppManifest,
  type Locale,
  type SubmitTaskRequest,
} from '@biocloud/contracts';
import type { Kysely } from 'kysely';
import type { DB, WorkflowRow } from '../../db/schema';
import type { LoadedCatalog } from '../catalog/catalog-cache';
import { lookupText, type TextBundles } from '../content/text-files';
import type { Caller } from '../auth/caller';
import { jobNameInvalid, toolUnavailable, toolValuesInvalid } from '../tasks/task-errors';
import { projectForJob } from '../placement/job-placement';
import type { PlacementRepository } from '../placement/placement.repository';
import { labelOf, type TaskSubmitter } from '../tasks/task-submit';
import { ensureJobFolder } from './step-start';
import { planWorkflow } from './workflow-plan';
import type { WorkflowRunner } from './workflow-runner';
import { notifyWorkflow } from './workflow-writes';
import { createWorkflowsRepository, type WorkflowsRepository } from './workflows.repository';

/*
 * Submitting an app: checked like a task submission (every step's tool available, job name, the app's params and
 * inputs against its form, files readable and of accepted types), then expanded into its step runs with each
 * tool's params resolved; the workflow, its steps, its job folder and the tasks of the steps that can start at once
 * are written in one transaction, whose NOTIFY wakes the dispatcher.
 */

/** The writes of a submitted workflow, in one transaction. */
export interface SubmitTransaction {
  workflows: Pick<WorkflowsRepository, 'insert' | 'insertSteps' | 'find'>;
  ensureJobFolder(workflow: WorkflowRow): Promise<unknown>;
  notify(workflow: WorkflowRow): Promise<void>;
  /** Starts the steps that can start at once. */
  advance(workflow: WorkflowRow): Promise<void>;
}

export type TransactSubmitWorkflow = <T>(work: (tx: SubmitTransaction) => Promise<T>) => Promise<T>;

export function transactSubmitWorkflow(
  db: Kysely<DB>,
  runner: Pick<WorkflowRunner, 'advanceWorkflow'>,
): TransactSubmitWorkflow {
  return (work) =>
    db.transaction().execute((trx) =>
      work({
        workflows: createWorkflowsRepository(trx),
        ensureJobFolder: (workflow) => ensureJobFolder(trx, workflow),
        notify: (workflow) => notifyWorkflow(trx, workflow),
        advance: (workflow) => runner.advanceWorkflow(trx, workflow),
      }),
    );
}

export interface WorkflowSubmitDeps {
  placement: Pick<PlacementRepository, 'findVisibleProjectId'>;
  transact: TransactSubmitWorkflow;
  catalog: LoadedCatalog;
  texts: TextBundles;
  tasks: Pick<TaskSubmitter, 'inputFiles'>;
}

export function createWorkflowSubmitter(deps: WorkflowSubmitDeps) {
  const { catalog, texts } = deps;

  /** Refuses an app one of whose tools cannot run here, with that tool's reason in the caller's language. */
  function assertAvailable(app: AppManifest, locale: Locale): void {
    for (const step of app.steps) {
      const availability = catalog.availability.get(step.tool);
      if (availability && !availability.available) {
        const reason =
          lookupText(texts, locale, `errors.${availability.code}`, availability.params) ?? availability.code;
        throw toolUnavailable(reason, { code: availability.code, params: availability.params });
      }
    }
  }

  async function submit(
    caller: Caller,
    app: AppManifest,
    body: SubmitTaskRequest,
    locale: Locale,
  ): Promise<{ workflowId: string }> {
    assertAvailable(app, locale);
    if (!JOB_NAME_PATTERN.test(body.jobName)) throw jobNameInvalid();
    const projectBaseId = await projectForJob(deps.placement, caller, body.projectBaseId);
    const label = (field: string) => labelOf(app, field, locale);

    const values = resolveToolValues(app, { params: body.params ?? {}, inputs: body.inputs ?? {} });
    if (!values.ok) throw toolValuesInvalid(values.problems, label);
    const inputs = await deps.tasks.inputFiles(caller, app, values.inputs, locale);
    const plan = planWorkflow(app, catalog.catalog.byId, inputs, values.params, locale);
    if (!plan.ok) throw toolValuesInvalid(plan.problems, label);
    const params = Object.fromEntries(Object.entries(values.params).map(([name, value]) => [name, value ?? null]));

    const workflowId = await deps.transact(async ({ workflows, ...tx }) => {
      const workflow = await workflows.insert({
        userId: caller.id,
        jobName: body.jobName,
        softId: app.softwareId,
        appId: app.id,
        typeName: app.typeName,
        params,
        inputs,
        reportStep: app.report.step,
        reportOutput: app.report.output,
        projectBaseId,
      });
      await workflows.insertSteps(workflow.id, plan.steps);
      await tx.ensureJobFolder(workflow);
      const current = (await workflows.find(workflow.id))!;
      await tx.notify(current);
      await tx.advance(current);
      return workflow.id;
    });
    return { workflowId };
  }

  return { submit, assertAvailable };
}

export type WorkflowSubmitter = ReturnType<typeof createWorkflowSubmitter>;
