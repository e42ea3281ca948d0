import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  ApiError,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  Field,
  formatDate,
  FormError,
  Input,
  LoadingBlock,
  Notice,
  PageHeader,
  Select,
  Switch,
  toast,
} from '@korero/web-kit';
import { adminClient, type DiscountCode } from '../../../contract/client.ts';

const KEY = ['/api/admin/discount-codes'];
const TYPES = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed_amount', label: 'Fixed amount off (cents)' },
  { value: 'free_trial', label: 'Free trial (days)' },
];

interface Draft {
  code: string;
  description: string;
  discountType: string;
  discountValue: string;
  freeTrialDays: string;
  maxUses: string;
  isActive: boolean;
  validFrom: string;
  validUntil: string;
}

const EMPTY: Draft = {
  code: '',
  description: '',
  discountType: 'percentage',
  discountValue: '20',
  freeTrialDays: '0',
  maxUses: '-1',
  isActive: true,
  validFrom: '',
  validUntil: '',
};
const toDraft = (c: DiscountCode): Draft => ({
  code: c.code,
  description: c.description ?? '',
  discountType: c.discountType,
  discountValue: String(c.discountValue),
  freeTrialDays: String(c.freeTrialDays),
  maxUses: String(c.maxUses),
  isActive: c.isActive,
  validFrom: c.validFrom?.slice(0, 10) ?? '',
  validUntil: c.validUntil?.slice(0, 10) ?? '',
});
const toBody = (d: Draft) => ({
  code: d.code,
  description: d.description || null,
  discountType: d.discountType,
  discountValue: Number(d.discountValue || 0),
  freeTrialDays: Number(d.freeTrialDays || 0),
  maxUses: Number(d.maxUses || -1),
  isActive: d.isActive,
  validFrom: d.validFrom || null,
  validUntil: d.validUntil || null,
});

function describe(c: DiscountCode): string {
  if (c.discountType === 'percentage') return `${c.discountValue}% off`;
  if (c.discountType === 'fixed_amount') return `$${(c.discountValue / 100).toFixed(2)} off`;
  return `${c.freeTrialDays}-day free trial`;
}

export default function DiscountCodesPage() {
  const client = useQueryClient();
  const codes = useQuery({ queryKey: KEY, queryFn: adminClient.codes });
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [deleting, setDeleting] = useState<DiscountCode | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = (key: keyof Draft, value: string | boolean) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, [key]: value } } : e));
  const save = useMutation({
    mutationFn: (e: NonNullable<typeof editing>) =>
      e.id ? adminClient.updateCode(e.id, toBody(e.draft)) : adminClient.createCode(toBody(e.draft)),
    onSuccess: async (answer, e) => {
      toast({ title: e.id ? 'Discount code updated' : 'Discount code created', description: answer.data.code, variant: 'success' });
      setEditing(null);
      setFields({});
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: (error: Error) => {
      const data = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null) : null;
      setFields(data?.fields ?? {});
      toast({ title: 'Could not save the code', description: error.message, variant: 'destructive' });
    },
  });
  const remove = useMutation({
    mutationFn: (c: DiscountCode) => adminClient.deleteCode(c.id),
    onSuccess: async (answer) => {
      toast({ title: answer.message, variant: 'success' });
      setDeleting(null);
      await client.invalidateQueries({ queryKey: KEY });
    },
    onError: (error: Error) => toast({ title: 'Could not delete the code', description: error.message, variant: 'destructive' }),
  });
  const d = editing?.draft;
  return (
    <div>
      <PageHeader
        back={false}
        title="Discount Codes"
        description="Codes owners enter on the subscription page."
        actions={
          <Button icon={<Plus className="h-4 w-4" />} onClick={() => setEditing({ id: null, draft: EMPTY })}>
            New code
          </Button>
        }
      />
      {codes.isLoading ? <LoadingBlock label="Loading codes…" /> : null}
      {codes.error ? (
        <Notice tone="danger" title="Could not load the codes">
          {codes.error.message}
        </Notice>
      ) : null}
      <ul className="flex flex-col gap-3">
        {(codes.data?.data ?? []).map((c) => (
          <li key={c.id}>
            <Card className="flex flex-wrap items-start justify-between gap-3 p-4" data-testid="discount-code">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-mono font-semibold text-stone-900">
                  {c.code} <Badge tone={c.isActive ? 'success' : 'neutral'}>{c.isActive ? 'Active' : 'Inactive'}</Badge>
                </p>
                <p className="text-sm text-stone-700">
                  {describe(c)}
                  {c.description ? ` · ${c.description}` : ''}
                </p>
                <p className="text-xs text-stone-600">
                  Used {c.currentUses}
                  {c.maxUses === -1 ? '' : ` of ${c.maxUses}`} · {c.validUntil ? `until ${formatDate(c.validUntil)}` : 'no end date'}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing({ id: c.id, draft: toDraft(c) })}>
                  Edit
                </Button>
                <Button size="sm" variant="dangerGhost" onClick={() => setDeleting(c)}>
                  Delete
                </Button>
              </div>
            </Card>
          </li>
        ))}
        {codes.data && codes.data.data.length === 0 ? <li className="text-sm text-stone-600">No discount codes yet.</li> : null}
      </ul>
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => (o ? undefined : setEditing(null))}
        title={editing?.id ? 'Edit discount code' : 'New discount code'}
      >
        {d ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (editing) save.mutate(editing);
            }}
          >
            <Field label="Code" required error={fields.code} hint="Letters, digits and dashes; kept upper-case.">
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  value={d.code}
                  onChange={(e) => set('code', e.target.value.toUpperCase())}
                />
              )}
            </Field>
            <Field label="Description" error={fields.description}>
              {({ id }) => <Input id={id} value={d.description} onChange={(e) => set('description', e.target.value)} />}
            </Field>
            <Field label="Type">
              {({ id }) => <Select id={id} value={d.discountType} onValueChange={(v) => set('discountType', v)} options={TYPES} />}
            </Field>
            {d.discountType === 'free_trial' ? (
              <Field label="Free trial days" error={fields.freeTrialDays}>
                {({ id, invalid }) => (
                  <Input
                    id={id}
                    invalid={invalid}
                    type="number"
                    value={d.freeTrialDays}
                    onChange={(e) => set('freeTrialDays', e.target.value)}
                  />
                )}
              </Field>
            ) : (
              <Field label={d.discountType === 'percentage' ? 'Percent off' : 'Amount off (cents)'} error={fields.discountValue}>
                {({ id, invalid }) => (
                  <Input
                    id={id}
                    invalid={invalid}
                    type="number"
                    value={d.discountValue}
                    onChange={(e) => set('discountValue', e.target.value)}
                  />
                )}
              </Field>
            )}
            <Field label="Max uses" hint="-1 for unlimited" error={fields.maxUses}>
              {({ id, invalid }) => (
                <Input id={id} invalid={invalid} type="number" value={d.maxUses} onChange={(e) => set('maxUses', e.target.value)} />
              )}
            </Field>
            <div className="grid grid-cols-2 gap-3 [&>*]:min-w-0">
              <Field label="Valid from">
                {({ id }) => <Input id={id} type="date" value={d.validFrom} onChange={(e) => set('validFrom', e.target.value)} />}
              </Field>
              <Field label="Valid until" error={fields.validUntil}>
                {({ id, invalid }) => (
                  <Input id={id} invalid={invalid} type="date" value={d.validUntil} onChange={(e) => set('validUntil', e.target.value)} />
                )}
              </Field>
            </div>
            <label className="flex items-center justify-between gap-3 text-sm font-medium">
              Active <Switch aria-label="Active" checked={d.isActive} onCheckedChange={(v) => set('isActive', v)} />
            </label>
            <FormError message={save.error?.message} />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.code ?? ''}?`}
        description="A code that has been redeemed is deactivated instead, so its history stays true."
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
