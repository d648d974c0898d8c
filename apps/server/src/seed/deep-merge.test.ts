import { expect, it } from 'vitest';
import { mergeKeepingExisting } from './deep-merge';

it('adds new keys from the files and keeps values already edited in the database', () => {
  const files = { login: { title: 'Log in', submit: 'Submit' }, extra: 'new' };
  const db = { login: { title: 'Sign in (edited)' } };
  expect(mergeKeepingExisting(files, db)).toEqual({
    login: { title: 'Sign in (edited)', submit: 'Submit' },
    extra: 'new',
  });
  expect(mergeKeepingExisting(files, undefined)).toBe(files);
});
