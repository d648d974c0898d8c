import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { displayName, displayNameSql } from './display-name';

const compiler = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('displayName', () => {
  it('is the real name, or the username while the real name is missing or empty', () => {
    expect(displayName({ real_name: '张三', username: 'zhang' })).toBe('张三');
    expect(displayName({ real_name: '', username: 'zhang' })).toBe('zhang');
    expect(displayName({ real_name: null, username: 'zhang' })).toBe('zhang');
  });

  it('is the same rule in SQL, on the alias given', () => {
    expect(displayNameSql('owner').compile(compiler).sql).toBe(
      `coalesce(nullif("owner"."real_name", ''), "owner"."username")`,
    );
  });
});
