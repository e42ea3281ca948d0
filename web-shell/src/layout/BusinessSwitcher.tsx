import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Building2, Check, Plus } from 'lucide-react';
import {
  BUSINESSES_KEY,
  businessesClient,
  Button,
  cn,
  Dialog,
  Field,
  FormError,
  homeFor,
  Input,
  ROLE_LABELS,
  toast,
  USER_KEY,
  useCurrentUser,
  useShell,
  type BusinessMembership,
} from '@korero/web-kit';

/**
 * The business switcher (docs/decisions/0026): for a person with more than one membership, the header's (and the phone
 * menu's) list of their businesses with their role in each. Switching starts a new session in the chosen business;
 * every cached answer belonged to the other one, so all of them are asked again and the page goes to the dashboard.
 * An owner can start another business from here. Hidden for a person with one membership, who is not asked for the
 * list at all: the session says how many businesses the person has (the dashboard's first load stays in its budget).
 */
export function BusinessSwitcher({ placement }: { placement: 'header' | 'menu' }) {
  const { user } = useCurrentUser();
  const several = (user?.businessCount ?? 0) > 1;
  const businesses = useQuery({ queryKey: BUSINESSES_KEY, queryFn: businessesClient.list, staleTime: 60_000, enabled: several });
  const list = businesses.data?.data ?? [];
  if (list.length < 2) return null;
  return <Switcher list={list} placement={placement} />;
}

export function useSwitchBusiness() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { enabled } = useShell();
  return useMutation({
    mutationFn: (business: BusinessMembership) => businessesClient.switch(business.id),
    onSuccess: async (user, business) => {
      client.setQueryData(USER_KEY, user);
      navigate(homeFor(user.role, enabled, '/dashboard'));
      // Every answer cached so far was the other business's: refetch what is on screen, drop the rest.
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== USER_KEY[0] });
      toast({ title: `Now working in ${business.name}`, variant: 'success' });
    },
    onError: (error: Error) => toast({ title: 'Could not switch business', description: error.message, variant: 'destructive' }),
  });
}

function Switcher({ list, placement }: { list: BusinessMembership[]; placement: 'header' | 'menu' }) {
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const current = list.find((b) => b.current);
  const switchTo = useSwitchBusiness();
  const ownsOne = list.some((b) => b.role === 'owner');
  return (
    <>
      <Button
        size={placement === 'header' ? 'sm' : 'md'}
        variant="outline"
        className={placement === 'menu' ? 'w-full justify-start' : 'max-w-56'}
        icon={<Building2 className="h-4 w-4" />}
        onClick={() => setOpen(true)}
        aria-label={`Business: ${current?.name ?? 'choose'}. Switch business`}
        data-testid="business-switcher"
      >
        <span className="truncate">{current?.name ?? 'Choose a business'}</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Switch business"
        description="The businesses you belong to, with your role in each."
      >
        <ul className="flex flex-col gap-2" aria-label="Your businesses">
          {list.map((b) => (
            <li key={b.id}>
              <button
                type="button"
                disabled={b.current || switchTo.isPending}
                onClick={() => switchTo.mutate(b, { onSuccess: () => setOpen(false) })}
                className={cn(
                  'flex w-full items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left',
                  b.current ? 'border-brand-300 bg-brand-50' : 'border-stone-200 hover:bg-stone-50',
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-stone-900">{b.name}</span>
                  <span className="text-sm text-stone-600">{ROLE_LABELS[b.role]}</span>
                </span>
                {b.current ? (
                  <span className="flex items-center gap-1 text-sm text-brand-800">
                    <Check className="h-4 w-4" aria-hidden /> Current
                  </span>
                ) : switchTo.isPending && switchTo.variables?.id === b.id ? (
                  <span className="text-sm text-stone-600">Switching…</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        {ownsOne ? (
          <Button
            variant="ghost"
            className="mt-4"
            icon={<Plus className="h-4 w-4" />}
            onClick={() => {
              setOpen(false);
              setCreating(true);
            }}
          >
            Create another business
          </Button>
        ) : null}
      </Dialog>
      <CreateBusinessDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}

/** "Create another business": its own plan and billing; the owner is asked whether to work in it now. */
export function CreateBusinessDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const switchTo = useSwitchBusiness();
  const create = useMutation({
    mutationFn: (businessName: string) => businessesClient.create(businessName),
    onSuccess: async ({ data }) => {
      setName('');
      onOpenChange(false);
      await client.invalidateQueries({ queryKey: BUSINESSES_KEY });
      // The switch answers the person with one business more, which shows the switcher from now on.
      switchTo.mutate(data);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create another business"
      description="A business of its own: its own plan, billing, customers and staff. You are its owner."
    >
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <Field label="Business name" required>
          {({ id, describedBy }) => <Input id={id} aria-describedby={describedBy} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <FormError message={create.error?.message} />
        <Button type="submit" loading={create.isPending}>
          Create and switch to it
        </Button>
      </form>
    </Dialog>
  );
}
