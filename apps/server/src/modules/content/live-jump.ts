import { webcastConfigSchema, type JumpUrlResponse } from '@biocloud/contracts';

/**
 * The live broadcast's address for one user (spec 001 §7 getJumpUrl): the configured address with `{userId}` and
 * `{username}` filled in, so the broadcaster knows who joins; no address configured answers result false.
 */
export function liveJumpUrl(config: unknown, user: { id: string; username: string }): JumpUrlResponse {
  const parsed = webcastConfigSchema.safeParse(config ?? {});
  const template = parsed.success ? parsed.data.liveUrl.trim() : '';
  if (!template) return { result: false, url: '' };
  const url = template
    .split('{userId}')
    .join(encodeURIComponent(user.id))
    .split('{username}')
    .join(encodeURIComponent(user.username));
  return { result: true, url };
}
