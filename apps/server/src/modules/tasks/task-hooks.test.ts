import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { taskRow } from '../../../test/fakes/task-row';
import { createTaskHooks } from './task-hooks';

// The listeners only receive the transaction: none of them is reached through it here.
const trx = {} as Transaction<DB>;

describe('task hooks', () => {
  it('runs the listeners of its own composition, in the order they were registered', async () => {
    const heard: string[] = [];
    const hooks = createTaskHooks();
    hooks.onTaskChanged(async (_trx, task) => void heard.push(`first ${task.id}`));
    hooks.onTaskChanged(async (_trx, task) => void heard.push(`second ${task.id}`));
    await hooks.publish(trx, taskRow({ id: 't1' }));
    expect(heard).toEqual(['first t1', 'second t1']);
  });

  it('shares no listener between two compositions in one process', async () => {
    const heardA: string[] = [];
    const heardB: string[] = [];
    const a = createTaskHooks();
    const b = createTaskHooks();
    a.onTaskChanged(async (_trx, task) => void heardA.push(task.id));
    b.onTaskChanged(async (_trx, task) => void heardB.push(task.id));
    await a.publish(trx, taskRow({ id: 'of-a' }));
    expect(heardA).toEqual(['of-a']);
    expect(heardB).toEqual([]);
  });

  it('lets a failing listener fail the change it runs in', async () => {
    const hooks = createTaskHooks();
    hooks.onTaskChanged(async () => {
      throw new Error('workflow row gone');
    });
    await expect(hooks.publish(trx, taskRow({}))).rejects.toThrow('workflow row gone');
  });
});
