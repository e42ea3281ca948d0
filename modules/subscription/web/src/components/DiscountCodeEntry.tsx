import { useState } from 'react';
import { Tag, X } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, toast } from '@korero/web-kit';
import type { ValidatedDiscount } from '../../../contract/api.ts';
import { discountSummary } from '../lib/format.ts';
import { subscriptionApi } from '../queries.ts';

/** Enter a code (upper-cased as typed), apply it against Professional, or remove the applied one. */
export function DiscountCodeEntry({
  applied,
  onApplied,
}: {
  applied: ValidatedDiscount | null;
  onApplied: (discount: ValidatedDiscount | null) => void;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    try {
      const { data } = await subscriptionApi.validateCode(code.trim());
      onApplied(data);
      setCode('');
      toast({ title: 'Discount applied', description: `${data.code}: ${discountSummary(data)}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Invalid Discount Code', description: (error as Error).message || 'Invalid discount code', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Tag className="h-4 w-4 text-brand-700" aria-hidden /> Discount code
        </CardTitle>
        <CardDescription>Have a code? Apply it before you upgrade; it comes off your first payment.</CardDescription>
      </CardHeader>
      <CardContent>
        {applied ? (
          <div
            className="flex items-start justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3"
            data-testid="applied-discount"
          >
            <div className="min-w-0">
              <p className="font-mono text-sm font-semibold tracking-wide text-brand-900">{applied.code}</p>
              <p className="text-sm text-brand-900">{discountSummary(applied)}</p>
              {applied.description ? <p className="mt-0.5 text-sm text-stone-600">{applied.description}</p> : null}
            </div>
            <Button
              variant="ghost"
              size="sm"
              icon={<X className="h-4 w-4" aria-hidden />}
              onClick={() => onApplied(null)}
              aria-label={`Remove discount code ${applied.code}`}
            >
              Remove
            </Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim() && !busy) void apply();
            }}
          >
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor="discount-code">Discount code</Label>
              <Input
                id="discount-code"
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                placeholder="e.g. WELCOME20"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                className="font-mono uppercase tracking-wide placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
              />
            </div>
            <Button type="submit" variant="secondary" loading={busy} disabled={!code.trim() || busy}>
              Apply
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
