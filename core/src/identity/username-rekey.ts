import { usernameKey } from './usernames.ts';

type Run = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/**
 * Re-keys every account's username by usernameKey (NFKC and case), for accounts made when only case was folded.
 * Where two accounts now fold to one key, the oldest keeps it and each later one gets a key no name can be typed
 * to ("#" is not allowed in a username): nothing is lost, every account still signs in with its email address, and
 * nobody can sign up as, or sign in by, the look-alike name. Answers the ids of the accounts that lost their name.
 */
export async function rekeyUsernames(run: Run): Promise<string[]> {
  const rows = (await run(`select id, username, username_key from core_user order by created_at, id`)) as Array<{
    id: string;
    username: string;
    username_key: string;
  }>;
  const taken = new Set<string>();
  const changes: Array<{ id: string; key: string }> = [];
  const clashed: string[] = [];
  for (const row of rows) {
    let key = usernameKey(row.username).slice(0, 140);
    if (taken.has(key)) {
      key = `${key}#${row.id.slice(0, 8)}`;
      clashed.push(row.id);
    }
    taken.add(key);
    if (key !== row.username_key) changes.push({ id: row.id, key });
  }
  // Out of the way first, so no update meets a key another row is about to give up.
  for (const { id } of changes) await run(`update core_user set username_key = ? where id = ?`, [`#moving#${id}`, id]);
  for (const { id, key } of changes) await run(`update core_user set username_key = ? where id = ?`, [key, id]);
  return clashed;
}
