import { parseArgs } from 'node:util';
import { USER_ROLES, type UserRole } from '@biocloud/contracts';
import { type NewAccount, type OperatorAccounts, type OperatorResult } from './operator-accounts';

export const USER_COMMAND_USAGE = `Usage: npm run user -- <command> <username> [options]

Commands:
  create <username>          create a customer account (or --role ${USER_ROLES.join('|')})
      [--email ADDRESS] [--phone NUMBER] [--real-name NAME] [--role ROLE] [--password PASSWORD]
  lock <username>            lock the account: it cannot log in, and its sessions end now
  unlock <username>          let a locked account log in again
  reset-password <username>  set a new password; every session of the account ends
      [--password PASSWORD]

Without --password a random password is made and printed once (only its hash is kept).
The database is the console's: DATABASE_URL, or the embedded PostgreSQL under VAR_DIR (running or not).`;

export type UserCommand =
  | { command: 'create'; account: NewAccount }
  | { command: 'lock' | 'unlock'; username: string }
  | { command: 'reset-password'; username: string; password?: string }
  | { command: 'help' };

/** A command line that cannot be run: the message, then the usage, are printed. */
export class UsageError extends Error {}

const COMMANDS = ['create', 'lock', 'unlock', 'reset-password'] as const;
const isCommand = (value: string | undefined): value is (typeof COMMANDS)[number] =>
  (COMMANDS as readonly (string | undefined)[]).includes(value);

/** Reads `<command> <username> [options]`; throws UsageError for anything else. */
export function parseUserCommand(argv: readonly string[]): UserCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        'real-name': { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const [command, username, ...rest] = positionals;
  if (values.help || command === 'help' || command === undefined) return { command: 'help' };
  if (!isCommand(command)) throw new UsageError(`unknown command "${command}"`);
  if (!username) throw new UsageError(`${command} needs a username`);
  if (rest.length > 0) throw new UsageError(`unexpected "${rest.join(' ')}"`);
  const accountOptions = ['email', 'phone', 'real-name', 'role'] as const;
  const allowed: Record<(typeof COMMANDS)[number], readonly string[]> = {
    create: [...accountOptions, 'password'],
    lock: [],
    unlock: [],
    'reset-password': ['password'],
  };
  const stray = Object.keys(values).filter((name) => !allowed[command].includes(name));
  if (stray.length > 0) throw new UsageError(`${command} takes no --${stray.join(', --')}`);

  switch (command) {
    case 'create': {
      const role = values.role;
      if (role !== undefined && !(USER_ROLES as readonly string[]).includes(role)) {
        throw new UsageError(`--role is one of ${USER_ROLES.join(', ')}`);
      }
      return {
        command,
        account: {
          username,
          password: values.password,
          email: values.email,
          phone: values.phone,
          realName: values['real-name'],
          role: role as UserRole | undefined,
        },
      };
    }
    case 'lock':
    case 'unlock':
      return { command, username };
    case 'reset-password':
      return { command, username, password: values.password };
  }
}

function passwordLine(result: OperatorResult): string[] {
  if (result.password === undefined) return [];
  return result.passwordGiven
    ? ['  password: the one given']
    : [`  password: ${result.password}   (generated now and shown only this once)`];
}

/** Runs a parsed command; returns the lines to print. OperatorError carries a refusal. */
export async function runUserCommand(accounts: OperatorAccounts, command: UserCommand): Promise<string[]> {
  switch (command.command) {
    case 'help':
      return [USER_COMMAND_USAGE];
    case 'create': {
      const result = await accounts.create(command.account);
      return [`created user ${result.username} (id ${result.userId})`, ...passwordLine(result)];
    }
    case 'lock': {
      const result = await accounts.lock(command.username);
      return [`locked user ${result.username}; sessions ended: ${result.endedSessions ?? 0}`];
    }
    case 'unlock': {
      const result = await accounts.unlock(command.username);
      return [`unlocked user ${result.username}`];
    }
    case 'reset-password': {
      const result = await accounts.resetPassword(command.username, command.password);
      return [
        `new password set for user ${result.username}; sessions ended: ${result.endedSessions ?? 0}`,
        ...passwordLine(result),
      ];
    }
  }
}
