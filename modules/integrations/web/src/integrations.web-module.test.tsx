import { describe, expect, it } from 'vitest';
import { settingsPanels, type SettingsPanel } from '@korero/web-kit';
import integrations from './integrations.web-module.tsx';

describe('the integrations Settings sections', () => {
  it('are shown to owners only: a manager would be refused every route behind them (API keys and webhooks)', () => {
    const panels = (integrations.slots ?? []).filter((s) => s.slot === settingsPanels.name).flatMap((s) => s.entries as SettingsPanel[]);
    expect(panels.map((p) => p.id)).toEqual(['api-keys', 'webhooks']);
    for (const panel of panels) expect(panel.roles, panel.id).toEqual(['owner']);
  });
});
