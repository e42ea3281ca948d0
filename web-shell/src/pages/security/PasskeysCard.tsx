import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import {
  apiRequest,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  FormError,
  Input,
  toast,
} from '@korero/web-kit';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SECURITY_KEY, type TwoFactorState } from './security-state.ts';

/** Asks the browser (or phone, or security key) to make a passkey for Korero, and stores it under the name given. */
async function addPasskey(name: string): Promise<{ recoveryCodes?: string[] }> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await apiRequest<{ data: Parameters<typeof startRegistration>[0]['optionsJSON'] }>(
    'POST',
    '/api/account/two-factor/passkeys/options',
  );
  const response = await startRegistration({ optionsJSON: options.data });
  return apiRequest<{ recoveryCodes?: string[] }>('POST', '/api/account/two-factor/passkeys', { name, response });
}

const when = (iso: string) => new Date(iso).toLocaleDateString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' });

/** Passkeys as the second step: add one (named, so a lost device can be told apart), remove one with the password. */
export function PasskeysCard({ state }: { state: TwoFactorState }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const add = useMutation({
    mutationFn: () => addPasskey(name.trim() || 'Passkey'),
    onSuccess: (answer) => {
      setName('');
      // The first second step: its recovery codes, shown this once.
      if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
      toast({ title: 'Passkey added', variant: 'success' });
      void client.invalidateQueries();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/account/two-factor/passkeys/${id}`, { password }),
    onSuccess: () => {
      setRemoving(null);
      setPassword('');
      toast({ title: 'Passkey removed', variant: 'success' });
      void client.invalidateQueries({ queryKey: SECURITY_KEY });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-brand-700" aria-hidden />
          Passkeys
        </CardTitle>
        <CardDescription>Your fingerprint, face or screen lock on this device (or a security key) instead of a code.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {state.passkeys.length ? (
          <ul className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200" aria-label="Your passkeys">
            {state.passkeys.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-medium text-stone-900">{key.name}</p>
                  <p className="text-xs text-stone-600">
                    Added {when(key.createdAt)}
                    {key.lastUsedAt ? ` · last used ${when(key.lastUsedAt)}` : ''}
                  </p>
                </div>
                {removing === key.id ? (
                  <form
                    className="flex flex-col gap-2 sm:flex-row sm:items-end"
                    aria-label={`Remove ${key.name}`}
                    onSubmit={(event) => {
                      event.preventDefault();
                      if (password) remove.mutate(key.id);
                    }}
                  >
                    <Field label="Your password">
                      {({ id }) => (
                        <Input
                          id={id}
                          type="password"
                          autoComplete="current-password"
                          value={password}
                          onChange={(e) => setPassword(e.target.value)}
                        />
                      )}
                    </Field>
                    <Button type="submit" variant="dangerOutline" loading={remove.isPending}>
                      Remove
                    </Button>
                  </form>
                ) : (
                  <Button type="button" variant="dangerGhost" size="sm" onClick={() => setRemoving(key.id)}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <FormError message={remove.error?.message} />
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label="Add a passkey"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate();
          }}
        >
          <Field label="Name for this passkey" hint="Such as “Work phone”." className="sm:flex-1">
            {({ id, describedBy }) => (
              <Input id={id} aria-describedby={describedBy} maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <Button type="submit" variant="outline" loading={add.isPending}>
            Add a passkey
          </Button>
        </form>
        <FormError message={add.error?.message} />
      </CardContent>
    </Card>
  );
}
