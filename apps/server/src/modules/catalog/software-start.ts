import type { z } from 'zod';
import {
  exampleJobName,
  type exampleTaskRequestSchema,
  type Locale,
  type SubmitTaskRequest,
} from '@biocloud/contracts';
import type { Caller } from '../auth/caller';

/*
 * Starting an entry of the software catalog: a tool starts a task job (software/software-submit.ts), an app a compute
 * job (workflows/app-software.ts), each with the caller's inputs or with its example's (copied into the caller's
 * space first). The steps are the same for both and live here; each kind brings how it finds its manifest, submits
 * it and copies its example, and the software routes pick the kind by the id.
 */

export type ExampleOptions = z.output<typeof exampleTaskRequestSchema>;

export interface SoftwareStart<Started> {
  submit(caller: Caller, locale: Locale, softwareId: string, body: SubmitTaskRequest): Promise<Started>;
  example(caller: Caller, locale: Locale, softwareId: string, options: ExampleOptions): Promise<Started>;
}

interface StartKind<Manifest extends { id: string }, Started> {
  /** The manifest of a software id of this kind; throws for any other id. */
  find(softwareId: string): Manifest;
  submitter: {
    assertAvailable(manifest: Manifest, locale: Locale): void;
    submit(caller: Caller, manifest: Manifest, body: SubmitTaskRequest, locale: Locale): Promise<Started>;
  };
  /** Copies the example's input files into the caller's space: the values a submit of them takes. */
  exampleValues(caller: Caller, manifest: Manifest): Promise<Pick<SubmitTaskRequest, 'inputs' | 'params'>>;
}

export function createSoftwareStart<Manifest extends { id: string }, Started>(
  kind: StartKind<Manifest, Started>,
): SoftwareStart<Started> {
  return {
    submit: (caller, locale, softwareId, body) => kind.submitter.submit(caller, kind.find(softwareId), body, locale),

    async example(caller, locale, softwareId, { jobName, projectBaseId }) {
      const manifest = kind.find(softwareId);
      // Before copying anything: a tool that cannot run gets no example files either.
      kind.submitter.assertAvailable(manifest, locale);
      const values = await kind.exampleValues(caller, manifest);
      const body = { jobName: jobName ?? exampleJobName(manifest.id, new Date()), ...values, projectBaseId };
      return kind.submitter.submit(caller, manifest, body, locale);
    },
  };
}
