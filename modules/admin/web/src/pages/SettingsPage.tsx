import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Field,
  formatDateTime,
  FormError,
  Input,
  LoadingBlock,
  PageHeader,
  Switch,
  SYSTEM_STATUS_KEY,
  Textarea,
  toast,
} from '@korero/web-kit';
import type { SystemSettings } from '@korero/core/contract';
import { adminClient } from '../../../contract/client.ts';

const KEY = ['/api/admin/settings'];

function Toggle({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex items-start justify-between gap-4">
      <span className="min-w-0">
        <span className="block text-sm font-medium text-stone-900">{label}</span>
        <span className="block text-xs text-stone-600">{hint}</span>
      </span>
      <Switch aria-label={label} checked={checked} onCheckedChange={onChange} />
    </label>
  );
}

function BackupsPanel() {
  const client = useQueryClient();
  const backups = useQuery({ queryKey: ['/api/admin/backups'], queryFn: adminClient.backups });
  const now = useMutation({
    mutationFn: adminClient.backUpNow,
    onSuccess: async ({ data }) => {
      toast({ title: 'Backup complete', description: `${data.name} (${formatBytes(data.bytes)})`, variant: 'success' });
      await client.invalidateQueries({ queryKey: ['/api/admin/backups'] });
    },
    onError: (error: Error) => toast({ title: 'Backup failed', description: error.message, variant: 'destructive' }),
  });
  const b = backups.data?.data;
  if (!b) return <LoadingBlock label="Loading backups…" />;
  const latest = b.files[0];
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      <p className="text-stone-800">
        Backups go to <code className="break-all rounded bg-white px-1 py-0.5 text-xs text-stone-900">{b.directory}</code> on the server:{' '}
        {b.format}.
      </p>
      <p className="mt-1 text-stone-700">
        {latest
          ? `Latest: ${latest.name}, ${formatBytes(latest.bytes)}, ${formatDateTime(latest.createdAt)}. ${b.files.length} of ${b.keep} kept.`
          : 'No backups yet.'}
      </p>
      <Button type="button" size="sm" variant="outline" className="mt-2" loading={now.isPending} onClick={() => now.mutate()}>
        Back up now
      </Button>
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function SettingsForm({ saved }: { saved: SystemSettings }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const set = <K extends keyof SystemSettings>(key: K, value: SystemSettings[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: () => adminClient.saveSettings(draft),
    onSuccess: async (answer) => {
      client.setQueryData(KEY, answer);
      toast({ title: 'Settings Saved', description: 'System configuration has been updated successfully.', variant: 'success' });
      await client.invalidateQueries({ queryKey: SYSTEM_STATUS_KEY });
    },
  });
  const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
  return (
    <form
      className="flex max-w-2xl flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <h2 className="font-semibold text-stone-900">General</h2>
        <Field label="Site name" hint="Shown in every page's title and footer.">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              value={draft.siteName}
              maxLength={60}
              onChange={(e) => set('siteName', e.target.value)}
            />
          )}
        </Field>
        <Field label="Site description">
          {({ id }) => (
            <Textarea id={id} value={draft.siteDescription} maxLength={200} onChange={(e) => set('siteDescription', e.target.value)} />
          )}
        </Field>
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <h2 className="font-semibold text-stone-900">Security &amp; Access</h2>
        <Toggle
          label="Maintenance mode"
          hint="Temporarily disables user access: owners see the message below and the API answers 503."
          checked={draft.maintenanceMode}
          onChange={(v) => set('maintenanceMode', v)}
        />
        <Field label="Maintenance message">
          {({ id }) => (
            <Textarea
              id={id}
              value={draft.maintenanceMessage}
              maxLength={300}
              onChange={(e) => set('maintenanceMessage', e.target.value)}
            />
          )}
        </Field>
        <Toggle
          label="Customers can still leave reviews"
          hint="Review links keep working during maintenance."
          checked={draft.maintenanceCustomersOpen}
          onChange={(v) => set('maintenanceCustomersOpen', v)}
        />
        <Toggle
          label="Administrators can use the app"
          hint="The admin area always works for administrators; this also opens the owners' app to them."
          checked={draft.maintenanceAdminsOpen}
          onChange={(v) => set('maintenanceAdminsOpen', v)}
        />
        <Field label="Session timeout (minutes)" hint="Idle sessions end after this; applies to sessions already open.">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="number"
              inputMode="numeric"
              min={5}
              max={10080}
              value={Number.isNaN(draft.sessionTimeoutMinutes) ? '' : draft.sessionTimeoutMinutes}
              onChange={(e) => set('sessionTimeoutMinutes', number(e.target.value))}
            />
          )}
        </Field>
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <h2 className="font-semibold text-stone-900">Database &amp; Performance</h2>
        <Toggle
          label="Automatic daily backups"
          hint="Once a day, one Korero process backs up the whole database into the folder below; the newest 7 are kept."
          checked={draft.autoBackups}
          onChange={(v) => set('autoBackups', v)}
        />
        <BackupsPanel />
        <Field label="Max users per tier" hint="New sign-ups (Free) or upgrades beyond this are refused with a clear message.">
          {({ id, describedBy }) => (
            <Input
              id={id}
              aria-describedby={describedBy}
              type="number"
              inputMode="numeric"
              min={1}
              value={Number.isNaN(draft.maxUsersPerTier) ? '' : draft.maxUsersPerTier}
              onChange={(e) => set('maxUsersPerTier', number(e.target.value))}
            />
          )}
        </Field>
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <h2 className="font-semibold text-stone-900">Notifications</h2>
        <Toggle
          label="Email notifications"
          hint="Critical system events are emailed to administrators."
          checked={draft.emailNotifications}
          onChange={(v) => set('emailNotifications', v)}
        />
      </Card>
      <FormError message={save.error?.message} />
      <div>
        <Button type="submit" loading={save.isPending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}

export default function SettingsPage() {
  const settings = useQuery({ queryKey: KEY, queryFn: adminClient.settings });
  return (
    <div>
      <PageHeader
        back={false}
        title="System Settings"
        description="Saved for the whole deployment and in effect at once, in every Korero process."
      />
      {settings.data ? <SettingsForm saved={settings.data.data} /> : <LoadingBlock label="Loading settings…" />}
    </div>
  );
}
