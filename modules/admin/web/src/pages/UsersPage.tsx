import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Card, formatDate, formatDateTime, LoadingBlock, Notice, PageHeader, Pager } from '@korero/web-kit';
import { adminClient } from '../../../contract/client.ts';

const ROLE_WORDS = { owner: 'Owner', manager: 'Manager', technician: 'Technician' } as const;

export default function UsersPage() {
  const [page, setPage] = useState(1);
  const users = useQuery({
    queryKey: ['/api/admin/users', page],
    queryFn: () => adminClient.users(page),
    placeholderData: keepPreviousData,
  });
  const answer = users.data;
  return (
    <div>
      <PageHeader
        back={false}
        title="Users"
        description={
          answer
            ? `${answer.totalUsers} accounts · ${answer.admins} administrator${answer.admins === 1 ? '' : 's'} · ${answer.activeSubscriptions} paying`
            : 'Every account'
        }
      />
      {users.isLoading ? <LoadingBlock label="Loading users…" /> : null}
      {users.error ? (
        <Notice tone="danger" title="Could not load users">
          {users.error.message}
        </Notice>
      ) : null}
      {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
      <Card className="overflow-x-auto" tabIndex={0} role="region" aria-label="Users, scrolls sideways on small screens">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              <th className="px-4 py-2 font-medium">User</th>
              <th className="px-4 py-2 font-medium">Role</th>
              <th className="px-4 py-2 font-medium">Created</th>
              <th className="px-4 py-2 font-medium">Last sign-in</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {(answer?.data ?? []).map((u) => (
              <tr key={u.id}>
                <td className="px-4 py-2">
                  <p className="font-medium text-stone-900">{u.username}</p>
                  <p className="text-stone-600">{u.email}</p>
                </td>
                <td className="px-4 py-2">
                  {/* Every role the person has: administrator, and owner, manager or technician of each business. */}
                  <span className="flex flex-wrap gap-1">
                    {u.isAdmin ? <Badge tone="purple">Admin</Badge> : null}
                    {u.roles.map((r) => (
                      <Badge key={`${r.role}:${r.businessName ?? ''}`} tone={r.role === 'owner' ? 'brand' : 'neutral'}>
                        {ROLE_WORDS[r.role]}
                        {r.businessName ? ` · ${r.businessName}` : ''}
                      </Badge>
                    ))}
                    {!u.isAdmin && u.roles.length === 0 ? <Badge>No business</Badge> : null}
                  </span>
                </td>
                <td className="px-4 py-2 text-stone-700">{formatDate(u.createdAt)}</td>
                <td className="px-4 py-2 text-stone-700">{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'Never'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {answer ? <Pager {...answer.pagination} noun={['user', 'users']} onPage={setPage} busy={users.isPlaceholderData} /> : null}
    </div>
  );
}
