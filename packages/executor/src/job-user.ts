import { execFileSync } from 'node:child_process';
import type { RunAs } from './wrapper';

/**
 * The uid and gid of a user by name, from `id` (which asks NSS, so users from LDAP count too). Throws, naming the
 * user, when there is none: jobs must not quietly run as someone else.
 */
export function lookUpJobUser(name: string): RunAs {
  const id = (flag: '-u' | '-g') => {
    try {
      return Number(execFileSync('id', [flag, '--', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
    } catch (error) {
      throw new Error(`the job user ${JSON.stringify(name)} does not exist (scripts/setup.sh creates it)`, {
        cause: error,
      });
    }
  };
  const found = { uid: id('-u'), gid: id('-g') };
  if (!(found.uid > 0 && found.gid > 0)) throw new Error(`the job user ${JSON.stringify(name)} is root`);
  return found;
}
