/**
 * System settings are kept in the database and take effect: maintenance mode closes the app to everyone but
 * administrators (and, if allowed, customers answering their links), the session timeout applies to open sessions,
 * and max users per tier refuses sign-ups and upgrades beyond it. A second process sees a change within seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPort, systemSettingsPort } from '@korero/core/ports';
import { enrolTotp, startTestKernel, testDatabaseKind, type TestAgent, type TestKernel } from '@korero/core/testing';

const CODE = 'SETUP-CODE-SETTINGS-TEST';
let t: TestKernel;
let admin: TestAgent;
let owner: TestAgent & { userId: string };
const settings = () => t.kernel.get(systemSettingsPort);
/** The accounts the Free plan's cap counts here (all on Free): those that own a business. */
const owners = async () =>
  Number(
    (
      await t.kernel.db.direct<Array<{ n: string }>>(
        `select count(*) as n from core_user u where not is_admin and exists (select 1 from core_membership m where m.account_id = u.id and m.role = 'owner')`,
        [],
      )
    )[0]!.n,
  );

beforeAll(async () => {
  t = await startTestKernel({ env: { ADMIN_SETUP_TOKEN: CODE } });
  admin = await t.signUp('settings-admin');
  expect((await admin.post('/api/admin-setup', { code: CODE })).status).toBe(200);
  await enrolTotp(admin, t.clock.now());
  owner = await t.signUp('settings-owner');
});
afterAll(() => t?.close());

describe('system settings', () => {
  it('start from the defaults and keep what an administrator saves', async () => {
    expect(settings().current()).toMatchObject({
      siteName: 'Korero',
      maintenanceMode: false,
      sessionTimeoutMinutes: 30,
      maxUsersPerTier: 1000,
    });
    await settings().update({ siteName: 'Korero Wellington', siteDescription: 'Reviews for the capital' }, null);
    const status = await t.anonymous().get('/api/system/status');
    expect(status.body.data).toMatchObject({ siteName: 'Korero Wellington', siteDescription: 'Reviews for the capital' });
    // A fresh read from the table gives the same (what another process would see).
    const rows = await t.kernel.db.direct<Array<{ key: string }>>('select key from core_setting order by key', []);
    expect(rows.map((r) => r.key)).toEqual(['siteDescription', 'siteName']);
    await settings().update({ siteName: 'Korero', siteDescription: 'Honest reviews for New Zealand service businesses.' }, null);
  });

  it('maintenance mode closes the app to owners with the message, keeps sign-in, status and administrators working', async () => {
    const message = 'Back at 9pm: we are moving to a bigger database.';
    await settings().update({ maintenanceMode: true, maintenanceMessage: message }, null);
    try {
      const blocked = await owner.get('/api/teams');
      expect(blocked).toMatchObject({ status: 503, body: { error: message } });
      // Creating an account is using the app: closed too.
      const signUp = await t
        .anonymous()
        .post('/api/register', { username: 'newcomer', email: 'new@co-nz.example', password: 'correct horse battery' });
      expect(signUp.status).toBe(503);
      // Signing in, the session and the status still answer, so the page can say what is happening.
      expect((await owner.get('/api/session')).status).toBe(200);
      const status = await owner.get('/api/system/status');
      expect(status.body.data.maintenance).toEqual({ on: true, message, openToYou: false });
      expect((await t.anonymous().post('/api/login', { username: 'settings-owner', password: 'correct horse battery' })).status).toBe(200);
      // Administrators keep working, in their own area and (as set) in the app.
      expect((await admin.get('/api/teams')).status).toBe(200);
      expect((await admin.get('/api/system/status')).body.data.maintenance.openToYou).toBe(true);
      // Customers answering a link keep going while the setting allows it.
      expect((await t.anonymous().get('/api/reviews/capabilities')).status).toBe(200);
      await settings().update({ maintenanceCustomersOpen: false, maintenanceAdminsOpen: false }, null);
      expect((await t.anonymous().get('/api/reviews/capabilities')).status).toBe(503);
      expect((await admin.get('/api/teams')).status).toBe(503);
      expect((await admin.get('/api/system/status')).body.data.maintenance.openToYou).toBe(false);
    } finally {
      await settings().update({ maintenanceMode: false, maintenanceCustomersOpen: true, maintenanceAdminsOpen: true }, null);
    }
    expect((await owner.get('/api/teams')).status).toBe(200);
  });

  it('applies a shorter session timeout to sessions already open', async () => {
    const someone = await t.signUp('settings-idle');
    expect((await someone.get('/api/user')).status).toBe(200);
    await settings().update({ sessionTimeoutMinutes: 5 }, null);
    try {
      t.clock.advance(6 * 60_000);
      expect((await someone.get('/api/user')).status).toBe(401);
    } finally {
      await settings().update({ sessionTimeoutMinutes: 30 }, null);
    }
  });

  it('does not count staff-only accounts (who joined by invitation and own no business) toward the sign-up cap', async () => {
    const invited = await owner.post('/api/staff/invitations', { email: 'cap-staff@co-nz.example', role: 'technician' });
    const token = new URL(invited.body.data.acceptUrl).searchParams.get('token');
    const staff = await t.anonymous().post('/api/staff/accept', { token, username: 'cap-staff', password: 'correct horse battery' });
    expect(staff.status).toBe(201);
    // The cap is exactly the accounts that own a business, plus one: the staff account takes no place.
    await settings().update({ maxUsersPerTier: (await owners()) + 1 }, null);
    try {
      const joined = await t
        .anonymous()
        .post('/api/register', { username: 'cap-newcomer', email: 'cap-newcomer@co-nz.example', password: 'correct horse battery' });
      expect(joined.status).toBe(201);
    } finally {
      await settings().update({ maxUsersPerTier: 1000 }, null);
    }
  });

  it('refuses sign-ups and upgrades beyond max users per tier', async () => {
    await settings().update({ maxUsersPerTier: await owners() }, null);
    try {
      const refused = await t
        .anonymous()
        .post('/api/register', { username: 'one-too-many', email: 'many@co-nz.example', password: 'correct horse battery' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toMatch(/not taking new sign-ups/);

      // One business already on Professional, and the cap at 1: another cannot buy it.
      await settings().update({ maxUsersPerTier: 1 }, null);
      await t.kernel.db.withContext(() => t.kernel.get(billingPort).update(owner.userId, { tier: 'professional', status: 'active' }));
      const other = await t.kernel.db.withContext(async () => {
        await settings().update({ maxUsersPerTier: 1000 }, null);
        return t.signUp('settings-upgrader');
      });
      await settings().update({ maxUsersPerTier: 1 }, null);
      const checkout = await other.post('/api/create-subscription', { tierId: 'professional', yearly: false });
      expect(checkout.status).toBe(409);
      expect(checkout.body.error).toMatch(/Professional plan is not taking new accounts/);
    } finally {
      await settings().update({ maxUsersPerTier: 1000 }, null);
    }
  });
});

describe.runIf(testDatabaseKind() === 'postgresql')('settings across processes (PostgreSQL)', () => {
  it('a change made through one process holds in another within seconds', async () => {
    const second = await startTestKernel({ sameDatabaseAs: t });
    try {
      await settings().update({ siteName: 'Korero Two Processes' }, null);
      const deadline = Date.now() + 5000;
      let seen = '';
      while (Date.now() < deadline) {
        seen = (await second.anonymous().get('/api/system/status')).body.data.siteName;
        if (seen === 'Korero Two Processes') break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(seen).toBe('Korero Two Processes');
    } finally {
      await settings().update({ siteName: 'Korero' }, null);
      await second.close();
    }
  });
});
