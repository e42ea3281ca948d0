import { describe, expect, it } from 'vitest';
import { newCode, setupCodeNotice, type SetupNoticeInput } from './admin-setup.ts';

const CODE = 'ABCD-EFGH-JKLM';
const base: SetupNoticeInput = {
  code: CODE,
  generated: true,
  production: true,
  terminal: false,
  publicUrl: 'https://reviews.co-nz.example',
  codeFile: '/srv/korero/data/admin-setup-code.txt',
};
// What reaches standard output or the logger, which a production host ships to its log store.
const logged = (input: SetupNoticeInput) => {
  const notice = setupCodeNotice(input);
  return [notice.banner, notice.warning].join('\n');
};

describe('where the first-admin setup code is shown', () => {
  it('never prints a code that came from ADMIN_SETUP_TOKEN, in production or development', () => {
    for (const production of [true, false]) {
      for (const terminal of [true, false]) {
        const notice = setupCodeNotice({ ...base, generated: false, production, terminal });
        expect(JSON.stringify(notice)).not.toContain(CODE);
        expect(notice.banner).toMatch(/the code set in ADMIN_SETUP_TOKEN/);
        expect(notice.writeCodeFile).toBe(false);
      }
    }
  });

  it('in production keeps a code Korero made out of standard output and the logs, and says where it is', () => {
    const notice = setupCodeNotice(base);
    expect(logged(base)).not.toContain(CODE);
    expect(notice.terminal).toBeNull();
    expect(notice.writeCodeFile).toBe(true);
    expect(notice.warning).toMatch(/setup code in \/srv\/korero\/data\/admin-setup-code\.txt/);
    expect(notice.warning).toMatch(/ADMIN_SETUP_TOKEN/);
  });

  it('in production shows the code on standard error when a person is at a terminal, still not in the logs', () => {
    const input = { ...base, terminal: true };
    expect(setupCodeNotice(input).terminal).toContain(CODE);
    expect(logged(input)).not.toContain(CODE);
  });

  it('prints the code on the start banner in development', () => {
    const notice = setupCodeNotice({ ...base, production: false });
    expect(notice.banner).toBe(
      `No administrator yet. Sign up, open https://reviews.co-nz.example/admin-setup and enter this code: ${CODE}`,
    );
    expect(notice.warning).toBeNull();
    expect(notice.writeCodeFile).toBe(false);
  });

  it('says nothing once an administrator exists, and drops the file', () => {
    expect(setupCodeNotice({ ...base, code: null })).toEqual({ banner: null, terminal: null, warning: null, writeCodeFile: false });
  });
});

describe('a new setup code', () => {
  it('is always twelve letters and digits', () => {
    for (let i = 0; i < 2000; i++) expect(newCode()).toMatch(/^[A-Z0-9]{12}$/);
  });
});
