import { ConfigError, cleanEnvironment, describeIssues, type Env } from '@korero/config/env';
import { providerChannels, providerVariable, type DefinedProvider, type ProviderChannel } from '../sdk/define-provider.ts';
import embedded from './ai/embedded.provider.ts';
import local from './billing/local.provider.ts';
import manual from './places/manual.provider.ts';
import disk from './storage/disk.provider.ts';

/** A provider and who installed it ("config/providers.ts", "module \"messenger\""), for start-up messages. */
export interface InstalledProvider {
  provider: DefinedProvider;
  from: string;
}

/** The provider a channel uses, with its own settings already checked. */
export interface SelectedProvider {
  provider: DefinedProvider;
  settings: Record<string, unknown>;
}

/**
 * The embedded defaults, used when a channel's variable is unset and no installed provider's settings are present.
 * Message channels have none: without a provider, messages wait in the outbox.
 */
const fallbacks: Partial<Record<ProviderChannel, DefinedProvider>> = { ai: embedded, billing: local, places: manual, storage: disk };

/**
 * Every provider that can be chosen, by id: the embedded defaults, then the installed ones. Two with one id stop
 * start-up. A former id (see `formerIds`) still finds its provider unless an installed one has taken it.
 */
function byId(installed: readonly InstalledProvider[]): Map<string, InstalledProvider> {
  const all = [...Object.values(fallbacks).map((provider) => ({ provider, from: 'the kernel' })), ...installed];
  const map = new Map<string, InstalledProvider>();
  for (const entry of all) {
    const taken = map.get(entry.provider.id);
    if (taken) {
      throw new ConfigError(
        `Korero cannot start: two providers are called "${entry.provider.id}" (one from ${taken.from}, one from ${entry.from}). Rename one.`,
      );
    }
    map.set(entry.provider.id, entry);
  }
  for (const entry of all) for (const former of entry.provider.formerIds ?? []) if (!map.has(former)) map.set(former, entry);
  return map;
}

/**
 * Chooses each channel's provider: `<CHANNEL>_PROVIDER` when set (`none` for no provider), else the one installed
 * provider whose settings are present (`impliedBy`), else the embedded default. Then checks the chosen providers'
 * own variables. Every problem is reported at once, naming the variables, and stops start-up.
 */
export function selectProviders(
  installed: readonly InstalledProvider[],
  env: Env,
  environment: Record<string, string | undefined>,
): Map<ProviderChannel, SelectedProvider> {
  const providers = byId(installed);
  const cleaned = cleanEnvironment(environment);
  const problems: string[] = [];
  const chosen = new Map<ProviderChannel, DefinedProvider>();

  for (const channel of providerChannels) {
    const variable = providerVariable(channel);
    const wanted = env[variable];
    const onChannel = [...new Set(providers.values())].filter((p) => p.provider.channel === channel);
    if (wanted === 'none') {
      const fallback = fallbacks[channel];
      if (fallback) problems.push(`  ${variable}: ${channel} cannot be none; leave it unset for ${fallback.id} (${fallback.title})`);
      continue;
    }
    if (wanted) {
      const entry = providers.get(wanted);
      const choices = onChannel.map((p) => p.provider.id).join(', ') || 'none installed';
      if (!entry)
        problems.push(`  ${variable}: no provider "${wanted}" is installed (add it to config/providers.ts); for ${channel}: ${choices}`);
      else if (entry.provider.channel !== channel)
        problems.push(`  ${variable}: "${wanted}" is a provider for ${entry.provider.channel}, not ${channel}; for ${channel}: ${choices}`);
      else chosen.set(channel, entry.provider);
      continue;
    }
    const implied = onChannel.filter((p) => p.provider.impliedBy?.some((name) => cleaned[name] !== undefined));
    if (implied.length > 1) {
      const names = implied.map((p) => `${p.provider.id} (${p.provider.impliedBy!.filter((n) => cleaned[n] !== undefined).join(', ')})`);
      problems.push(
        `  ${variable}: settings for ${names.join(' and ')} are both present; choose one with ${variable}=${implied[0]!.provider.id} or ${variable}=${implied[1]!.provider.id}`,
      );
      continue;
    }
    const provider = implied[0]?.provider ?? fallbacks[channel];
    if (provider) chosen.set(channel, provider);
  }

  const selected = new Map<ProviderChannel, SelectedProvider>();
  for (const [channel, provider] of chosen) {
    if (!provider.env) {
      selected.set(channel, { provider, settings: {} });
      continue;
    }
    const result = provider.env.safeParse(cleaned);
    if (result.success) selected.set(channel, { provider, settings: result.data as Record<string, unknown> });
    else
      problems.push(...describeIssues(result.error.issues, cleaned, `is not set (${provider.title}, the ${channel} provider, needs it)`));
  }
  if (problems.length) throw new ConfigError(`Korero cannot start: fix these settings.\n${problems.join('\n')}`);
  return selected;
}
