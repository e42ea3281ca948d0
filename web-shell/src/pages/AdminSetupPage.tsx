import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
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
  LoadingBlock,
  Notice,
  toast,
  USER_KEY,
  useShellLinks,
  type CurrentUser,
} from '@korero/web-kit';

/**
 * Where a non-admin lands on an admin page. It explains, and while Korero has no administrator, lets a signed-in
 * owner become the first one with the setup code printed when the server started.
 */
export function AdminSetupPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  // Where a new administrator goes is a module's choice (adminSetup.done); the dashboard, with no link, otherwise.
  const done = useShellLinks('adminSetup.done')[0];
  const [code, setCode] = useState('');
  const status = useQuery<{ data: { available: boolean; isAdmin: boolean } }>({ queryKey: ['/api/admin-setup'], staleTime: 0 });
  const setup = useMutation({
    mutationFn: () => apiRequest<CurrentUser>('POST', '/api/admin-setup', { code }),
    onSuccess: (user) => {
      client.setQueryData(USER_KEY, user);
      client.invalidateQueries({ queryKey: ['/api/admin-setup'] });
      toast({ title: 'You are now an administrator', variant: 'success' });
      navigate(done?.to ?? '/');
    },
  });

  return (
    <div className="mx-auto max-w-lg">
      <Card>
        <CardHeader>
          <div className="mb-2 w-fit rounded-full bg-brand-50 p-3 text-brand-700">
            <ShieldCheck className="h-6 w-6" aria-hidden />
          </div>
          <CardTitle>Administrator access</CardTitle>
          <CardDescription>The admin area is for the people who run this Korero installation, not for business owners.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {status.isLoading ? <LoadingBlock /> : null}
          {status.data?.data.isAdmin ? (
            <Notice tone="success" title="You are an administrator.">
              {done ? (
                <Link to={done.to} className="font-medium underline">
                  {done.label ?? 'Continue'}
                </Link>
              ) : (
                'No admin area is switched on in this deployment.'
              )}
            </Notice>
          ) : status.data && !status.data.data.available ? (
            <Notice tone="info" title="This Korero already has an administrator.">
              Ask them to give you access if you need it.{' '}
              <Link to="/" className="font-medium underline">
                Back to your dashboard
              </Link>
            </Notice>
          ) : status.data ? (
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (code.trim()) setup.mutate();
              }}
            >
              <p className="text-sm text-stone-600">
                Korero has no administrator yet. If you installed it, enter the setup code it printed when it started (or the
                <code className="mx-1 rounded bg-stone-100 px-1">ADMIN_SETUP_TOKEN</code>you set).
              </p>
              <Field label="Setup code">
                {({ id, describedBy }) => (
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    autoComplete="one-time-code"
                    placeholder="XXXX-XXXX-XXXX"
                  />
                )}
              </Field>
              <FormError message={setup.error?.message} />
              <Button type="submit" loading={setup.isPending} disabled={!code.trim()}>
                Become Administrator
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
