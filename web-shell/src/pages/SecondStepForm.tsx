import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { apiRequest, Button, Field, FormError, Input, type CurrentUser } from '@korero/web-kit';
import type { TwoFactorRequired } from '../auth/use-auth.ts';

/** The passkey ceremony, loaded only when someone chooses a passkey: most sign-ins never need its code. */
async function signInWithPasskey(): Promise<CurrentUser> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = await apiRequest<{ data: Parameters<typeof startAuthentication>[0]['optionsJSON'] }>(
    'POST',
    '/api/login/two-factor/passkey/options',
  );
  const response = await startAuthentication({ optionsJSON: options.data });
  return apiRequest<CurrentUser>('POST', '/api/login/two-factor/passkey', { response });
}

/**
 * The second step of signing in, after a right password: a code from the authenticator app, a recovery code, or a
 * passkey. The password is not asked again; "Start again" goes back to it.
 */
export function SecondStepForm({
  methods,
  onDone,
  onBack,
}: {
  methods: TwoFactorRequired['methods'];
  onDone: (user: CurrentUser) => void;
  onBack: () => void;
}) {
  const hasApp = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasApp);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const withCode = useMutation({
    mutationFn: () => apiRequest<CurrentUser>('POST', '/api/login/two-factor', { code: code.trim() }),
    onSuccess: onDone,
  });
  const withPasskey = useMutation({ mutationFn: signInWithPasskey, onSuccess: onDone });
  const error = withCode.error ?? withPasskey.error;
  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-stone-900">Two-step sign-in</h2>
        <p className="text-sm text-stone-600">
          {recovery
            ? 'Type one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
            : 'Open your authenticator app and type the 6-digit code it shows for Korero.'}
        </p>
      </div>
      <form
        className="flex flex-col gap-4"
        noValidate
        aria-label="Second step"
        onSubmit={(event) => {
          event.preventDefault();
          setMissing(!code.trim());
          if (code.trim()) withCode.mutate();
        }}
      >
        <Field label={label} error={missing ? 'Enter the code' : undefined}>
          {({ id, describedBy, invalid }) => (
            <Input
              key={recovery ? 'recovery' : 'app'}
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              autoCapitalize={recovery ? 'characters' : 'off'}
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <FormError message={error?.message} />
        <Button type="submit" size="lg" loading={withCode.isPending}>
          Verify
        </Button>
      </form>
      {methods.includes('passkey') ? (
        <Button type="button" variant="outline" size="lg" loading={withPasskey.isPending} onClick={() => withPasskey.mutate()}>
          <KeyRound className="h-4 w-4" aria-hidden />
          Use a passkey
        </Button>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {hasApp ? (
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              withCode.reset();
            }}
          >
            {recovery ? 'Use the code from my app' : 'Use a recovery code'}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={onBack}>
          Start again
        </button>
      </div>
    </div>
  );
}
