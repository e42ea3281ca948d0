/** Signs up a fresh owner on a running Korero and returns its username and session cookie. */
export async function signUpOwner(base: string, prefix: string): Promise<{ username: string; cookie: string }> {
  const username = `${prefix}${Date.now()}`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@co-nz.example`, password: 'bench password 1' }),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { username, cookie };
}
