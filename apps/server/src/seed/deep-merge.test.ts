import { expect, it } from 'vitest';
import { mergeTextUpgrade } from './deep-merge';

const seeded = { login: { title: 'Log in', submit: 'Submit' }, gone: 'Old key', shape: { a: 'A' } };

it('takes the new files wording for every key nobody edited, and keeps edited ones', () => {
  const files = { login: { title: 'Log in now', submit: 'Send' }, extra: 'new', shape: 'flat now' };
  const stored = { login: { title: 'Sign in (edited)', submit: 'Submit' }, gone: 'Old key', shape: { a: 'A' } };
  expect(mergeTextUpgrade(files, stored, seeded)).toEqual({
    login: { title: 'Sign in (edited)', submit: 'Send' },
    extra: 'new',
    shape: 'flat now',
  });
});

it('keeps keys an admin added or edited even when the files dropped them', () => {
  const files = { login: { title: 'Log in', submit: 'Submit' }, shape: { a: 'A' } };
  const stored = { ...seeded, gone: 'Edited old key', added: 'By admin' };
  expect(mergeTextUpgrade(files, stored, seeded)).toEqual({ ...files, gone: 'Edited old key', added: 'By admin' });
});

it('takes the files whole without a stored row or without a record of what was seeded', () => {
  const files = { login: { title: 'Log in' } };
  expect(mergeTextUpgrade(files, undefined, undefined)).toBe(files);
  expect(mergeTextUpgrade(files, { login: { title: 'Old wording' } }, undefined)).toBe(files);
});
