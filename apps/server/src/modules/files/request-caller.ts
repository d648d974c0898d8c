import type { FastifyRequest } from 'fastify';
import { requireSession } from '../auth/session-hooks';
import { callerOf, type Caller } from './file-access';

/** The logged-in caller of a files request; UNAUTHORIZED without a session. */
export function requestCaller(request: FastifyRequest): Caller {
  return callerOf(requireSession(request).user);
}
