import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from '@korero/config/env';
import { installedModules } from '@korero/config/modules';
import * as ports from '@korero/core/ports';

/**
 * The README's tables of modules and ports say what is there: a module installed or a port defined that the README
 * does not list fails here, and so does a row for one that is gone. Every setting is documented: the kernel's in the
 * README's configuration table, a module's own (its manifest's `env`) in that module's README.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The rows of the README's table whose header starts with `| <first> |`, as their cells without backticks. */
function tableRows(first: string): string[][] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${first}\\s*\\|`).test(line));
  if (start === -1) throw new Error(`README.md has no table whose first column is "${first}".`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1')),
    );
  }
  return rows;
}

/** What is missing from the README and what it lists that is not there, as one message (empty when they agree). */
function differences(what: string, listed: string[], actual: string[]): string {
  const missing = actual.filter((id) => !listed.includes(id));
  const extra = listed.filter((id) => !actual.includes(id));
  const repeated = listed.filter((id, i) => listed.indexOf(id) !== i);
  return [
    missing.length ? `README.md's ${what} table misses ${missing.join(', ')}: add a row for each.` : '',
    extra.length
      ? `README.md's ${what} table lists ${extra.join(', ')}, which ${extra.length > 1 ? 'are' : 'is'} not there: remove the row.`
      : '',
    repeated.length ? `README.md's ${what} table lists ${repeated.join(', ')} more than once.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

describe('README.md', () => {
  it('lists every module config/modules.ts installs, and no other', () => {
    const listed = tableRows('module').map(([id]) => id!);
    const installed = installedModules.map((m) => m.id);
    expect(differences('module ("Modules in this deployment")', listed, installed)).toBe('');
  });

  /**
   * Ports are compared by their ids (`definePort<…>('systemSettings')`), not their file names: the id is what a module
   * asks the container for and what a manifest's `requires.ports` names, and a file name can differ from it
   * (system-settings.port.ts) or hold something that is no port (entitlements.ts, read through the billing port). The
   * ports are those core/src/ports/index.ts exports, as a module reaches them through the SDK. The table's file column
   * must name the file that defines each one.
   */
  it('lists every port core/src/ports defines, and no other, each with the file that defines it', () => {
    const defined = Object.values(ports)
      .filter((value): value is ports.AnyRef => typeof value === 'object' && value !== null && (value as ports.AnyRef).kind === 'port')
      .map((ref) => ref.id);
    const rows = tableRows('port');
    expect(
      differences(
        'port ("Architecture")',
        rows.map(([id]) => id!),
        defined,
      ),
    ).toBe('');

    const wrongFiles = rows
      .filter(([id, file]) => {
        const source = path.join(root, 'core/src/ports', file ?? '');
        let text = '';
        try {
          text = readFileSync(source, 'utf8');
        } catch {
          return true;
        }
        return !new RegExp(`definePort<[^>]*>\\('${id}'\\)`).test(text);
      })
      .map(([id, file]) => `${id} (${file})`);
    expect(wrongFiles, 'these rows name a file in core/src/ports that does not define the port').toEqual([]);
  });

  it("names every one of the kernel's settings (config/env.schema.ts) in its configuration table", () => {
    const undocumented = Object.keys(envSchema.shape).filter((name) => !readme.includes(`\`${name}\``));
    expect(undocumented, 'add a row for each to the table under "Configuration"').toEqual([]);
  });

  it("leaves each module's own settings to the module's README, which names every one", () => {
    const undocumented = installedModules.flatMap((m) => {
      const own = readFileSync(path.join(root, 'modules', m.id, 'README.md'), 'utf8');
      return Object.keys(m.env?.shape ?? {})
        .filter((name) => !own.includes(`\`${name}\``))
        .map((name) => `${name} (modules/${m.id}/README.md)`);
    });
    expect(undocumented, "add each to the module README's Configuration").toEqual([]);
    const kernelNames = Object.keys(envSchema.shape);
    const moved = installedModules.flatMap((m) =>
      Object.keys(m.env?.shape ?? {})
        .filter((name) => !kernelNames.includes(name))
        .filter((name) => new RegExp(`^\\| [^|]*\`${name}\``, 'm').test(readme))
        .map((name) => `${name} (${m.id})`),
    );
    expect(moved, "a module's own setting has its row in the module's README, not the main one").toEqual([]);
  });
});
