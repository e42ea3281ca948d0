import type { z } from 'zod';
import { ConfigError, cleanEnvironment, describeIssues } from '@korero/config/env';
import type { DefinedModule } from '../sdk/define-module.ts';

/** Each installed module's own settings, as start-up checked them (its manifest's `env`). */
export class ModuleSettings {
  readonly #values: ReadonlyMap<string, Readonly<Record<string, unknown>>>;

  constructor(values: ReadonlyMap<string, Readonly<Record<string, unknown>>>) {
    this.#values = values;
  }

  /** `manifest`'s settings, typed by the schema it declares (`ctx.settings(schema)`); another schema throws. */
  of<S extends z.ZodObject>(manifest: DefinedModule, schema: S): z.output<S> {
    if (!manifest.env || manifest.env !== schema) {
      throw new Error(`Module "${manifest.id}" reads settings with a schema that is not its manifest's \`env\`.`);
    }
    return this.#values.get(manifest.id) as z.output<S>;
  }
}

/**
 * Checks every installed module's own settings (switched on, off, or kept from running by MODULES, as the kernel's are
 * checked whatever runs): every problem at once, each naming its variable and module, stops start-up.
 */
export function checkModuleSettings(installed: readonly DefinedModule[], environment: Record<string, string | undefined>): ModuleSettings {
  const cleaned = cleanEnvironment(environment);
  const values = new Map<string, Readonly<Record<string, unknown>>>();
  const problems: string[] = [];
  for (const manifest of installed) {
    if (!manifest.env) continue;
    const result = manifest.env.safeParse(cleaned);
    if (result.success) values.set(manifest.id, Object.freeze(result.data as Record<string, unknown>));
    else problems.push(...describeIssues(result.error.issues, cleaned, `is not set (the ${manifest.id} module needs it)`));
  }
  if (problems.length) throw new ConfigError(`Korero cannot start: fix these settings.\n${problems.join('\n')}`);
  return new ModuleSettings(values);
}
