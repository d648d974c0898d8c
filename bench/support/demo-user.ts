import { DEMO_PASSWORD, DEMO_USERNAME } from '@biocloud/server/src/seed/seed';
import type { Database } from '@biocloud/server/src/db/database';

/** The seeded demo account, logged in: the benches call the API as it, and place files in its space. */
export interface DemoUser {
  id: string;
  token: string;
}

export async function loginDemo(baseUrl: string, db: Database): Promise<DemoUser> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USERNAME, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`demo login failed: HTTP ${res.status}`);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_USERNAME)
    .executeTakeFirstOrThrow();
  return { id: user.id, token: body.token };
}
