import { describe, expect, it } from 'vitest';
import { parseUserCommand, UsageError } from './user-command';

describe('parseUserCommand', () => {
  it('reads create with its account options', () => {
    expect(
      parseUserCommand(['create', 'alice', '--email', 'a@example.com', '--real-name', 'Alice Li', '--role', 'staff']),
    ).toEqual({
      command: 'create',
      account: {
        username: 'alice',
        email: 'a@example.com',
        realName: 'Alice Li',
        role: 'staff',
        password: undefined,
        phone: undefined,
      },
    });
  });

  it('reads lock, unlock and reset-password', () => {
    expect(parseUserCommand(['lock', 'bob'])).toEqual({ command: 'lock', username: 'bob' });
    expect(parseUserCommand(['unlock', 'bob'])).toEqual({ command: 'unlock', username: 'bob' });
    expect(parseUserCommand(['reset-password', 'bob', '--password', 'long-enough'])).toEqual({
      command: 'reset-password',
      username: 'bob',
      password: 'long-enough',
    });
  });

  it('answers help without a command or with --help', () => {
    expect(parseUserCommand([])).toEqual({ command: 'help' });
    expect(parseUserCommand(['lock', '--help'])).toEqual({ command: 'help' });
  });

  it.each([
    [['remove', 'bob'], /unknown command/],
    [['lock'], /needs a username/],
    [['lock', 'bob', 'carol'], /unexpected "carol"/],
    [['lock', 'bob', '--password', 'x'], /lock takes no --password/],
    [['create', 'bob', '--role', 'root'], /--role is one of/],
    [['create', 'bob', '--colour', 'red'], /colour/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseUserCommand(argv)).toThrow(UsageError);
    expect(() => parseUserCommand(argv)).toThrow(message);
  });
});
