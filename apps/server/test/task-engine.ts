import { afterAll, beforeAll } from 'vitest';
import { startEngineServer, type EngineServer } from './engine-server';
import { fundWallet } from './beans';
import { loggedIn, type FileClient } from './file-api';
import { taskApi, type TaskApi } from './task-api';

export interface TaskEngine {
  engine: EngineServer;
  client: FileClient;
  api: TaskApi;
}

/**
 * For a test file that runs real jobs: an engine server with a logged-in user and their task API, started before
 * the file's tests and closed after them. Its fields are set once beforeAll has run.
 */
export function useTaskEngine(env: Record<string, string> = { TASK_USER_CONCURRENCY: '4' }): TaskEngine {
  const state = {} as TaskEngine;
  beforeAll(async () => {
    state.engine = await startEngineServer(env);
    const client = await loggedIn(state.engine.server);
    // Some catalog tools are priced in beans: the user's runs are paid from a funded wallet.
    await fundWallet(state.engine.server.db, client.user.id);
    state.client = client;
    state.api = taskApi(state.client, state.engine.server.baseUrl);
  });
  afterAll(() => state.engine.close());
  return state;
}
