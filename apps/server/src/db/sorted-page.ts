import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { DB } from './schema';

/**
 * One page of a filtered one-table list, with the filtered total: sorted by `column`, then by id so pages never share
 * or skip a row. Nulls go last both ways unless `nullsLast` is false (a job not started or not ended yet never leads);
 * false keeps PostgreSQL's own null order, which an index on the column serves in both directions.
 */
export async function sortedPage<T extends keyof DB>(
  query: SelectQueryBuilder<DB, T, object>,
  order: { column: string; direction: 'asc' | 'desc'; nullsLast?: boolean },
  limit: number,
  offset: number,
): Promise<{ rows: Selectable<DB[T]>[]; total: number }> {
  const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
  const nulls = order.nullsLast === false ? sql`` : sql`nulls last`;
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql`${sql.ref(order.column)} ${direction} ${nulls}`)
      .orderBy(sql`${sql.ref('id')} ${direction}`)
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  // selectAll of one table is its Selectable row; TypeScript cannot see that through a generic table name.
  return { rows: rows as Selectable<DB[T]>[], total: Number(count.n) };
}
