import type { FastifyRequest } from 'fastify';
import { callerOf, type Caller } from './caller';
import { requireSession } from './session-hooks';

/** The logged-in caller of a request; UNAUTHORIZED without a session. */
export function requestCaller(request: FastifyRequest): Caller {
  return callerOf(requireSession(request).user);
}
