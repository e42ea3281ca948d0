/**
 * Accounts made while usernames were folded by case only: the migration to NFKC-and-case keys keeps every account,
 * gives a clashing name to the oldest account, and leaves no two accounts one typed name apart.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '@korero/core/testing';
import { hashPassword } from './passwords.ts';
import { backfillOwnerMemberships } from './memberships.ts';
import { rekeyUsernames } from './username-rekey.ts';

let t: TestKernel;
beforeAll(async () => {
  t = await startTestKernel({ modules: [] });
});
afterAll(() => t?.close());

const run = (sql: string, params: unknown[] = []) => t.kernel.db.direct<unknown[]>(sql, params);

/** An account as the old sign-up stored it: the key was the lower-cased name. */
async function oldAccount(username: string, email: string, createdAt: string): Promise<string> {
  const id = randomUUID();
  await run(
    `insert into core_user (id, username, username_key, email, email_key, password_hash, is_admin, created_at)
     values (?, ?, ?, ?, ?, ?, false, ?)`,
    [id, username, username.toLowerCase(), email, email, await hashPassword('correct horse battery'), createdAt],
  );
  return id;
}

describe('look-alike usernames (UTS #39 skeletons)', () => {
  it('makes a Cyrillic "bоb", "b0b" and "B0B" the name "bob" already is: taken at sign-up, and signing in reaches bob', async () => {
    const bob = await t.signUp('bob', 'correct horse battery');
    for (const lookAlike of ['bоb', 'b0b', 'B0B', 'ｂｏｂ']) {
      const res = await t.anonymous().post('/api/register', {
        username: lookAlike,
        email: `${encodeURIComponent(lookAlike)}@co-nz.example`.replace(/%/g, 'x'),
        password: 'correct horse battery',
      });
      expect({ lookAlike, status: res.status }).toEqual({ lookAlike, status: 409 });
    }
    const signedIn = await t.anonymous().post('/api/login', { username: 'bоb', password: 'correct horse battery' });
    expect(signedIn.body.id).toBe(bob.userId);
    // A name that only looks different to a person is still its own: "bobby" is not "bob".
    expect(
      (await t.anonymous().post('/api/register', { username: 'bobby', email: 'bobby@co-nz.example', password: 'correct horse battery' }))
        .status,
    ).not.toBe(409);
  });
});

describe('re-keying usernames by NFKC and case', () => {
  it('keeps every account, gives the name to the oldest, and lets the others still sign in by email', async () => {
    const real = await oldAccount('real', 'real@co-nz.example', '2026-01-01T00:00:00Z');
    const fullwidth = await oldAccount('ｒｅａｌ', 'fake@co-nz.example', '2026-02-01T00:00:00Z');
    const strasse = await oldAccount('Straße', 'strasse@co-nz.example', '2026-01-05T00:00:00Z');
    const shouting = await oldAccount('STRASSE', 'shout@co-nz.example', '2026-03-01T00:00:00Z');
    const alone = await oldAccount('Ｍāori', 'maori@co-nz.example', '2026-01-09T00:00:00Z');

    const clashed = await rekeyUsernames(run);
    // Accounts from before memberships own their business through the migration that added them.
    await backfillOwnerMemberships(run);
    expect(clashed.sort()).toEqual([fullwidth, shouting].sort());

    const keys = Object.fromEntries(
      (
        (await run(`select id, username, username_key from core_user`)) as Array<{ id: string; username: string; username_key: string }>
      ).map((r) => [r.id, r]),
    );
    expect(keys[real]!.username_key).toBe('real');
    expect(keys[strasse]!.username_key).toBe('strasse');
    // The skeleton draws "m" as "rn" (UTS #39): a key, never shown.
    expect(keys[alone]!.username_key).toBe('rnāori');
    // The later look-alikes keep their account and shown name, with a key no typed name reaches.
    expect(keys[fullwidth]).toMatchObject({ username: 'ｒｅａｌ', username_key: `real#${fullwidth.slice(0, 8)}` });
    expect(keys[shouting]!.username_key).toBe(`strasse#${shouting.slice(0, 8)}`);

    // Typed names now reach the oldest account; the others sign in with their email address.
    const signIn = (username: string) => t.anonymous().post('/api/login', { username, password: 'correct horse battery' });
    expect((await signIn('ｒｅａｌ')).body.id).toBe(real);
    expect((await signIn('strasse')).body.id).toBe(strasse);
    expect((await signIn('fake@co-nz.example')).body.id).toBe(fullwidth);
    expect((await signIn('shout@co-nz.example')).body.id).toBe(shouting);
    expect((await signIn('ＭĀＯＲＩ')).body.id).toBe(alone);

    // Run again (a second process, a re-run): nothing moves.
    expect((await rekeyUsernames(run)).sort()).toEqual([fullwidth, shouting].sort());
    expect((await run(`select username_key from core_user where id = ?`, [fullwidth]))[0]).toEqual({
      username_key: `real#${fullwidth.slice(0, 8)}`,
    });
  });
});
