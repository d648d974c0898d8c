import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invitationToken, readInvitationToken } from './invitation-token';

describe('invitation tokens', () => {
  const key = randomBytes(32);
  const id = randomUUID();

  it('names the invitation it was made for', () => {
    expect(readInvitationToken(key, invitationToken(key, id))).toBe(id);
  });

  it('refuses a token signed with another key, for another id, or malformed', () => {
    const token = invitationToken(key, id);
    expect(readInvitationToken(randomBytes(32), token)).toBeNull();
    const other = randomUUID();
    expect(readInvitationToken(key, `${other}.${token.split('.')[1]}`)).toBeNull();
    expect(readInvitationToken(key, `${token}x`)).toBeNull();
    expect(readInvitationToken(key, `${token}.more`)).toBeNull();
    expect(readInvitationToken(key, 'not-a-token')).toBeNull();
    expect(readInvitationToken(key, '')).toBeNull();
  });
});
