import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, Shield } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatDate,
  Input,
  LoadingBlock,
  Notice,
  PageHeader,
  Pager,
  Select,
  toast,
} from '@korero/web-kit';
import { PLACE_ID_STATUS, placeIdStatusOf } from '@korero/module-business/contract/place-id';
import type { Subscriber } from '../../../contract/api.ts';
import { adminClient } from '../../../contract/client.ts';
import { STATUS, statusOf, TIER, tierOf } from '../components/labels.ts';
import { formatNzPhone } from '@korero/web-kit';

const KEY = ['/api/admin/subscribers'];

const PLACE_TONE = { not_configured: 'neutral', linked: 'success', invalid: 'danger' } as const;

/** The spec's Place ID reading (the business module's): Not Configured, Successfully Linked or Invalid Configuration. */
function placeStatus(id: string | null) {
  const status = placeIdStatusOf(id);
  return { ...PLACE_ID_STATUS[status], tone: PLACE_TONE[status] };
}

type Editing = { row: Subscriber; kind: 'tier' | 'status' | 'place' } | null;

export default function SubscribersPage() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [choice, setChoice] = useState('');
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery({
    queryKey: [...KEY, page, search],
    queryFn: () => adminClient.subscribers(page, search),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const done = async (title: string) => {
    toast({ title: 'Success', description: title, variant: 'success' });
    setEditing(null);
    setDeleting(null);
    setChoice('');
    await client.invalidateQueries({ queryKey: KEY });
  };
  const failed = (fallback: string) => (error: Error) =>
    toast({ title: 'Error', description: error.message || fallback, variant: 'destructive' });
  const save = useMutation({
    mutationFn: async (e: NonNullable<Editing>) =>
      e.kind === 'tier'
        ? adminClient.setTier(e.row.id, choice)
        : e.kind === 'status'
          ? adminClient.setStatus(e.row.id, choice)
          : adminClient.setPlaceId(e.row.id, choice),
    onSuccess: (answer) => done(answer.message),
    onError: failed('Failed to update the subscriber'),
  });
  const remove = useMutation({
    mutationFn: (row: Subscriber) => adminClient.deleteSubscriber(row.id),
    onSuccess: () => done('Subscriber deleted successfully'),
    onError: failed('Failed to delete subscriber'),
  });
  const find = useMutation({
    mutationFn: (row: Subscriber) => adminClient.lookupPlaceId(row.id),
    onSuccess: (answer, row) =>
      done(`Place ID found and configured for ${answer.data.placeDetails.name || row.businessName || 'business'}`),
    onError: (error: Error) =>
      toast({
        title: 'Place ID Lookup Failed',
        description: error.message || 'Could not find business in Google Places',
        variant: 'destructive',
      }),
  });
  const rows = list.data?.data.subscribers ?? [];
  const pagination = list.data?.data.pagination;
  const open = (row: Subscriber, kind: NonNullable<Editing>['kind']) => {
    setEditing({ row, kind });
    setChoice(kind === 'tier' ? row.subscriptionTier : kind === 'status' ? row.subscriptionStatus : (row.googlePlaceId ?? ''));
  };

  return (
    <div>
      <PageHeader
        back={false}
        title={
          <span className="flex items-center gap-2">
            Subscriber Management {pagination ? <Badge tone="brand">{pagination.totalCount}</Badge> : null}
          </span>
        }
      />
      <div className="relative mb-4 max-w-md">
        <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-stone-500" aria-hidden />
        <Input
          type="search"
          aria-label="Search subscribers"
          placeholder="Username, email or business"
          className="w-full pl-9"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {list.isLoading ? <LoadingBlock label="Loading subscribers…" /> : null}
      {list.error ? (
        <Notice tone="danger" title="Could not load subscribers">
          {list.error.message}
        </Notice>
      ) : null}
      {pagination && pagination.totalCount === 0 ? (
        <EmptyState
          title={search ? 'No subscribers found' : 'No subscribers registered yet'}
          description={search ? 'Try adjusting your search criteria' : 'Accounts appear here as owners sign up.'}
        />
      ) : null}
      <ul className="flex flex-col gap-3">
        {rows.map((row) => {
          const place = placeStatus(row.googlePlaceId);
          return (
            <li key={row.id}>
              <Card className="flex flex-col gap-3 p-4" data-testid="subscriber">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-semibold break-all text-stone-900">
                      {row.username}{' '}
                      {row.isAdmin ? (
                        <Badge tone="purple">
                          <Shield className="h-3 w-3" aria-hidden /> Admin
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-stone-600">
                      Joined {formatDate(row.createdAt)} · Last login {row.lastLoginAt ? formatDate(row.lastLoginAt) : 'Never'}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    <Badge tone={tierOf(row.subscriptionTier).tone}>{tierOf(row.subscriptionTier).label}</Badge>
                    <Badge tone={statusOf(row.subscriptionStatus).tone}>{statusOf(row.subscriptionStatus).label}</Badge>
                  </div>
                </div>
                <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3 [&>*]:min-w-0">
                  <div>
                    <dt className="text-stone-500">Business</dt>
                    <dd className="break-words text-stone-800">
                      {row.businessName ?? 'N/A'} · {row.businessPhone ? formatNzPhone(row.businessPhone) : 'No phone'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-stone-500">Contact</dt>
                    <dd className="break-all text-stone-800">{row.email || 'No email'}</dd>
                  </div>
                  <div>
                    <dt className="text-stone-500">Google Business</dt>
                    <dd>
                      <Badge tone={place.tone}>{place.label}</Badge>
                    </dd>
                  </div>
                </dl>
                <Memberships memberships={row.memberships} />
                {row.isAdmin ? null : (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => open(row, 'tier')}>
                      Change tier
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => open(row, 'status')}>
                      Change status
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => open(row, 'place')}>
                      Set ID
                    </Button>
                    {row.businessName ? (
                      <Button
                        size="sm"
                        variant="outline"
                        loading={find.isPending && find.variables?.id === row.id}
                        onClick={() => find.mutate(row)}
                      >
                        Auto Find
                      </Button>
                    ) : null}
                    <Button size="sm" variant="dangerGhost" onClick={() => setDeleting(row)}>
                      Delete
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      {pagination && pagination.totalPages > 1 ? (
        <Pager {...pagination} noun={['subscriber', 'subscribers']} onPage={setPage} busy={list.isPlaceholderData} />
      ) : null}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => (o ? undefined : setEditing(null))}
        title={editing?.kind === 'tier' ? 'Change tier' : editing?.kind === 'status' ? 'Change status' : 'Set Google Place ID'}
        description={editing ? `For ${editing.row.username}` : undefined}
      >
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (editing) save.mutate(editing);
          }}
        >
          {editing?.kind === 'place' ? (
            <Input
              aria-label="Google Place ID"
              placeholder="Enter Google Place ID (e.g., ChIJ...)"
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
            />
          ) : (
            <Select
              value={choice}
              onValueChange={setChoice}
              options={Object.entries(editing?.kind === 'status' ? STATUS : TIER).map(([value, l]) => ({ value, label: l.label }))}
            />
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title="Delete subscriber?"
        description={`Are you sure you want to permanently delete ${deleting?.businessName ?? deleting?.username ?? ''}? This action cannot be undone and will remove all their data including reviews, invites, and submissions.`}
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

const ROLE_LABEL = { owner: 'Owner', manager: 'Manager', technician: 'Technician' } as const;

/** The businesses a person belongs to, with their role in each (issue 36): staff places and businesses they started. */
function Memberships({ memberships }: { memberships: Subscriber['memberships'] }) {
  return (
    <div className="text-sm">
      <p className="text-stone-500">Memberships</p>
      {memberships.length === 0 ? (
        <p className="text-stone-700">No business</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Memberships">
          {memberships.map((m) => (
            <li key={m.businessId} className="flex flex-wrap items-center gap-2 text-stone-800" data-testid="membership">
              <span className="break-words">{m.businessName ?? 'Business without a name yet'}</span>
              <Badge tone={m.role === 'owner' ? 'purple' : 'neutral'}>{ROLE_LABEL[m.role]}</Badge>
              <span className="text-stone-500">{m.lastSeenAt ? `last seen ${formatDate(m.lastSeenAt)}` : 'not seen yet'}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
