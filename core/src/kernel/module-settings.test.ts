import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineModule } from '../sdk/define-module.ts';
import { allOrNone } from '../sdk/settings.ts';
import { checkModuleSettings } from './module-settings.ts';

const thingsEnv = z
  .object({
    THINGS_API_KEY: z.string().min(8, 'must be the key from the things console').optional(),
    THINGS_URL: z.url().default('https://things.example'),
    THINGS_URL_SECRET: z.string().optional(),
    SECRETS_KEY: z.string().optional(),
  })
  .superRefine(allOrNone('Things', ['THINGS_API_KEY', 'THINGS_URL_SECRET'], ['SECRETS_KEY']));
const things = defineModule({ id: 'things', title: 'Things', env: thingsEnv });
const plain = defineModule({ id: 'plain', title: 'Plain' });
const strict = defineModule({ id: 'strict', title: 'Strict', env: z.object({ STRICT_TOKEN: z.string() }) });

describe("modules' own settings", () => {
  it("reads each module's settings with its defaults, typed by the schema it declares", () => {
    const settings = checkModuleSettings([things, plain], {
      THINGS_API_KEY: 'abcdefgh',
      THINGS_URL_SECRET: 's',
      SECRETS_KEY: 'x',
      OTHER: 'y',
    });
    const read: { THINGS_API_KEY?: string | undefined; THINGS_URL: string } = settings.of(things, thingsEnv);
    expect(read).toEqual({ THINGS_API_KEY: 'abcdefgh', THINGS_URL: 'https://things.example', THINGS_URL_SECRET: 's', SECRETS_KEY: 'x' });
    // Empty values count as unset, as for the kernel's own settings.
    expect(settings.of(things, thingsEnv)).not.toHaveProperty('OTHER');
    expect(checkModuleSettings([things], { THINGS_API_KEY: '' }).of(things, thingsEnv).THINGS_API_KEY).toBeUndefined();
  });

  it('refuses to give a module its settings through another schema', () => {
    const settings = checkModuleSettings([things, plain], {});
    expect(() => settings.of(things, z.object({ THINGS_URL: z.string() }))).toThrow(
      /"things" reads settings with a schema that is not its manifest's/,
    );
    expect(() => settings.of(plain, thingsEnv)).toThrow(/"plain"/);
  });

  it('stops start-up naming every bad variable of every module at once', () => {
    expect(() => checkModuleSettings([things, strict], { THINGS_API_KEY: 'short', THINGS_URL: 'not a url' })).toThrow(
      /^Korero cannot start: fix these settings\.\n {2}THINGS_API_KEY: must be the key from the things console\n {2}THINGS_URL: .*\n {2}THINGS_URL_SECRET: is not set: Things needs .*\n {2}SECRETS_KEY: is not set: Things needs .*\n {2}STRICT_TOKEN: is not set \(the strict module needs it\)$/,
    );
  });

  it('names what a partial set lacks, and why (allOrNone)', () => {
    const why = 'Things needs THINGS_API_KEY and THINGS_URL_SECRET together (or none of them), with SECRETS_KEY';
    expect(() => checkModuleSettings([things], { THINGS_API_KEY: 'abcdefgh' })).toThrow(
      `  THINGS_URL_SECRET: is not set: ${why}\n  SECRETS_KEY: is not set: ${why}`,
    );
    expect(() => checkModuleSettings([things], { THINGS_URL_SECRET: 's', SECRETS_KEY: 'x' })).toThrow(
      `  THINGS_API_KEY: is not set: ${why}`,
    );
    // What another module needs it for alone is no reason to want this one's.
    expect(() => checkModuleSettings([things], { SECRETS_KEY: 'x' })).not.toThrow();
    expect(() => checkModuleSettings([things], {})).not.toThrow();
  });
});
