import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
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
  Notice,
  toast,
} from '@korero/web-kit';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SECURITY_KEY, type TwoFactorState } from './security-state.ts';

/** A code field as the app shows it: digits, one-time-code, so phones offer the code from the app or a message. */
function CodeInput(props: {
  id: string;
  describedBy?: string | undefined;
  invalid: boolean;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Input
      id={props.id}
      aria-describedby={props.describedBy}
      invalid={props.invalid}
      autoComplete="one-time-code"
      inputMode="numeric"
      spellCheck={false}
      maxLength={40}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** The otpauth:// link as a QR code, drawn here in the browser: the secret never goes to another service. */
function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) => QR.toDataURL(url, { margin: 1, width: 200 })).then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <img
      src={src}
      width={200}
      height={200}
      alt="QR code to scan with your authenticator app"
      className="rounded-lg border border-stone-200"
    />
  ) : (
    <div className="h-[200px] w-[200px] rounded-lg bg-stone-100" />
  );
}

/** Authenticator app: set up with a QR code and its first code, then the recovery codes; switched off with a fresh code. */
export function AppCard({ state }: { state: TwoFactorState }) {
  const client = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: SECURITY_KEY });
  const start = useMutation({
    mutationFn: () => apiRequest<{ data: { secret: string; otpauthUrl: string } }>('POST', '/api/account/two-factor/totp'),
    onSuccess: (answer) => setSetup(answer.data),
  });
  const confirm = useMutation({
    mutationFn: () =>
      apiRequest<{ data: { recoveryCodes: string[] } }>('POST', '/api/account/two-factor/totp/confirm', { code: code.trim() }),
    onSuccess: (answer) => {
      setCodes(answer.data.recoveryCodes);
      setSetup(null);
      setCode('');
      // The user's answer drops twoFactorNeeded: the rest of the app opens.
      void client.invalidateQueries();
    },
  });
  const off = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/account/two-factor/totp', { code: code.trim() }),
    onSuccess: () => {
      setCode('');
      toast({ title: 'Authenticator app switched off', variant: 'success' });
      void refresh();
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Smartphone className="h-5 w-5 text-brand-700" aria-hidden />
          Authenticator app
        </CardTitle>
        <CardDescription>
          A 6-digit code from an app such as Google Authenticator, Microsoft Authenticator or 1Password, asked after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {codes ? <RecoveryCodes codes={codes} onDone={() => setCodes(null)} /> : null}
        {state.totp && !codes ? (
          <form
            className="flex flex-col gap-3"
            aria-label="Switch off the authenticator app"
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim()) off.mutate();
            }}
          >
            <Notice tone="success">Your authenticator app is on.</Notice>
            <Field label="Code from your app, or a recovery code, to switch it off">
              {({ id, describedBy, invalid }) => (
                <CodeInput id={id} describedBy={describedBy} invalid={invalid} value={code} onChange={setCode} />
              )}
            </Field>
            <FormError message={off.error?.message} />
            <div>
              <Button type="submit" variant="dangerOutline" loading={off.isPending}>
                Switch off
              </Button>
            </div>
          </form>
        ) : null}
        {!state.totp && !setup && !codes ? (
          <div>
            <FormError message={start.error?.message} />
            <Button type="button" loading={start.isPending} onClick={() => start.mutate()}>
              Set up an authenticator app
            </Button>
          </div>
        ) : null}
        {setup ? (
          <form
            className="flex flex-col gap-4"
            aria-label="Set up the authenticator app"
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim()) confirm.mutate();
            }}
          >
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-stone-700">
              <li>Scan this QR code with your authenticator app.</li>
              <li>Type the 6-digit code the app then shows.</li>
            </ol>
            <QrCode url={setup.otpauthUrl} />
            {/* On the phone that holds the app, a QR code on its own screen cannot be scanned: the link opens the app. */}
            <p className="text-sm text-stone-600">
              On the phone with the app?{' '}
              <a className="font-medium text-brand-700 underline" href={setup.otpauthUrl}>
                Open it in your authenticator app
              </a>
            </p>
            <p className="text-sm text-stone-600">
              Can’t scan it? Type this key into the app instead:{' '}
              <code className="break-all rounded bg-stone-100 px-1.5 py-0.5 font-mono text-stone-900" data-testid="totp-secret">
                {setup.secret}
              </code>
            </p>
            <Field label="Code from your app">
              {({ id, describedBy, invalid }) => (
                <CodeInput id={id} describedBy={describedBy} invalid={invalid} value={code} onChange={setCode} />
              )}
            </Field>
            <FormError message={confirm.error?.message} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={confirm.isPending}>
                Turn on
              </Button>
              <Button type="button" variant="ghost" onClick={() => setSetup(null)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
