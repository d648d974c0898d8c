import type { FastifyRequest } from 'fastify';
import { isStaffRole } from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import { displayName } from '../users/display-name';

/*
 * Who asks about a sample: its owner (the customer) sees and changes their own; staff (users.role 'staff' or 'admin', STAFF_ROLES) see every
 * customer's and make the lab's moves. Anyone else is told the sample does not exist (404, never 403: the spec's
 * client treats 403 as a lost login).
 */

export interface SampleCaller {
  id: string;
  isStaff: boolean;
  /** How the caller is named on the timeline and in messages. */
  name: string;
}

export function sampleCaller(request: FastifyRequest): SampleCaller {
  const user = requireSession(request).user;
  return { id: user.id, isStaff: isStaffRole(user.role), name: displayName(user) };
}
