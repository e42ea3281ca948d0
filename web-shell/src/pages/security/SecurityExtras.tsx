import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
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
  Switch,
} from '@korero/web-kit';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SECURITY_KEY, type TwoFactorState } from './security-state.ts';

/** How many recovery codes are left, and ten new ones (the old stop working) for the password. */
export function RecoveryCodesCard({ state }: { state: TwoFactorState }) {
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = useMutation({
    mutationFn: () => apiRequest<{ data: { recoveryCodes: string[] } }>('POST', '/api/account/two-factor/recovery-codes', { password }),
    onSuccess: (answer) => {
      setCodes(answer.data.recoveryCodes);
      setPassword('');
      void client.invalidateQueries({ queryKey: SECURITY_KEY });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recovery codes</CardTitle>
        <CardDescription>
          {state.recoveryCodesLeft} of 10 left. Lost your phone? A recovery code signs you in; email alone never will.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            aria-label="Make new recovery codes"
            onSubmit={(event) => {
              event.preventDefault();
              if (password) renew.mutate();
            }}
          >
            <Field label="Your password" className="sm:flex-1">
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
            <Button type="submit" variant="outline" loading={renew.isPending}>
              Make new codes
            </Button>
          </form>
        )}
        <FormError message={renew.error?.message} />
      </CardContent>
    </Card>
  );
}

/** An owner's switch: the business's staff must use two-step sign-in. */
export function StaffTwoFactorCard() {
  const client = useQueryClient();
  const key = ['/api/businesses/security'];
  const setting = useQuery<{ data: { staffTwoFactor: boolean } }>({ queryKey: key });
  const save = useMutation({
    mutationFn: (staffTwoFactor: boolean) =>
      apiRequest<{ data: { staffTwoFactor: boolean } }>('PUT', '/api/businesses/security', { staffTwoFactor }),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  const on = setting.data?.data.staffTwoFactor ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="h-5 w-5 text-brand-700" aria-hidden />
          Your staff
        </CardTitle>
        <CardDescription>Managers and technicians without two-step sign-in are asked to set it up before they carry on.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <label className="flex items-center justify-between gap-4 text-sm font-medium text-stone-900">
          Staff must use two-step sign-in
          <Switch checked={on} disabled={!setting.data || save.isPending} onCheckedChange={(value) => save.mutate(value)} />
        </label>
        <FormError message={save.error?.message} />
      </CardContent>
    </Card>
  );
}
