import { useMutation } from '@tanstack/react-query';
import type { emailRequestSchema, emailResponseSchema } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import type { Parsed } from '../../../shared/api/parsed';
import { projectPath } from './project-keys';

type EmailRequest = Parsed<typeof emailRequestSchema>;
type EmailResponse = Parsed<typeof emailResponseSchema>;

/** POST /api/v1/projects/:projectBaseId/progress/email: a note to the project's contact. */
export function sendProjectEmail({ projectBaseId, ...body }: EmailRequest & { projectBaseId: string }) {
  return api.post<EmailResponse>(projectPath(projectBaseId, 'progress', 'email'), body);
}

export function useSendProjectEmail() {
  return useMutation({ mutationFn: sendProjectEmail });
}
