import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@korero/core/contract';

/**
 * Every module's customer words (decision 0050): each language's catalogue has the same messages as English, with
 * the same placeholders, none left empty; each names its reviser in its header; and what the pages and the server
 * import (locales/<language>.ts) is what `lingui compile` makes of the PO files now, not of an older copy.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const po = formatter({ explicitIdAsDefault: true });
/** Every locales/ folder with an English catalogue: lingui.config.mjs compiles the same ones. */
const dirs = [
  ...readdirSync(path.join(root, 'modules')).flatMap((name) => [
    path.join(root, 'modules', name),
    path.join(root, 'modules', name, 'contract'),
  ]),
  path.join(root, 'config'),
  path.join(root, 'core'),
]
  .map((dir) => path.join(dir, 'locales'))
  .filter((dir) => existsSync(path.join(dir, 'en.po')));

const read = (dir: string, language: string) => readFileSync(path.join(dir, `${language}.po`), 'utf8');
const messagesOf = async (dir: string, language: string) => {
  const catalogue = await po.parse(read(dir, language), { locale: language, sourceLocale: 'en', filename: `${language}.po` });
  return Object.fromEntries(Object.entries(catalogue!).map(([id, entry]) => [id, entry.translation ?? '']));
};
/** The names an ICU message fills in ({name}, {count, plural, …}), sorted: read from what Lingui compiles it to. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const token of node) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      // A plural or select's branches: each is itself a compiled message.
      for (const branch of Object.values((token[2] ?? {}) as Record<string, unknown>)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('the catalogues', () => {
  it('are listed for at least the customer pages', () => {
    expect(dirs.map((d) => path.relative(root, d))).toContain('modules/reviews/locales');
    expect(dirs.map((d) => path.relative(root, d))).toContain('core/locales');
  });

  for (const dir of dirs) {
    const name = path.relative(root, dir);
    describe(name, () => {
      it('have the same messages in every language, none empty, with the same placeholders', async () => {
        const english = await messagesOf(dir, 'en');
        expect(Object.keys(english).length).toBeGreaterThan(0);
        for (const language of LANGUAGES) {
          const other = await messagesOf(dir, language);
          expect(Object.keys(other).sort(), `${name}/${language}.po's ids`).toEqual(Object.keys(english).sort());
          for (const [id, text] of Object.entries(other)) {
            expect(text.trim(), `${name}/${language}.po: ${id} is empty`).not.toBe('');
            expect(placeholders(text), `${name}/${language}.po: ${id}'s placeholders`).toEqual(placeholders(english[id]!));
          }
        }
      });

      it('name their reviser in a header line (empty until a fluent speaker has checked it)', () => {
        for (const language of LANGUAGES) expect(read(dir, language)).toMatch(/^"X-Reviser: [^"\n]*\\n"$/m);
      });

      it('are compiled as they read now', async () => {
        for (const language of LANGUAGES) {
          const compiled = (await import(pathToFileURL(path.join(dir, `${language}.ts`)).href)) as { messages: Record<string, unknown> };
          const fresh = Object.fromEntries(Object.entries(await messagesOf(dir, language)).map(([id, text]) => [id, compileMessage(text)]));
          expect(compiled.messages, `${name}/${language}.ts is older than its .po: run the build (lingui compile)`).toEqual(fresh);
        }
      });
    });
  }
});
