import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@korero/web-kit';
import type { EntitlementView, PlanView } from '../../../contract/api.ts';

const yes = (
  <>
    <Check className="mx-auto h-4 w-4 text-brand-600" aria-hidden />
    <span className="sr-only">Included</span>
  </>
);
const no = (
  <>
    <Minus className="mx-auto h-4 w-4 text-stone-300" aria-hidden />
    <span className="sr-only">Not included</span>
  </>
);
const tick = (included: boolean) => (included ? yes : no);

const SUPPORT: Record<string, string> = { free: 'Email', professional: 'Priority email', business: 'Phone' };
const SHORT: Record<string, string> = { professional: 'Pro' };

interface Row {
  label: string;
  order: number;
  cell: (plan: PlanView) => ReactNode;
}

/** What every plan includes, placed among the entitlements by order. */
const ON_EVERY_PLAN: Row[] = [
  { label: 'Review links and QR codes', order: 15, cell: () => yes },
  { label: 'AI-drafted reviews, voice and photos', order: 45, cell: () => yes },
  { label: 'Support', order: 1000, cell: (p) => SUPPORT[p.id] ?? 'Arranged' },
];

/** One entitlement's cell, read from the plan's value so it always matches what the server enforces. */
function entitlementRow(e: EntitlementView): Row {
  const cell = (p: PlanView): ReactNode => {
    const value = p.entitlements[e.key];
    if (e.kind === 'feature') return tick(value === true);
    if (e.kind === 'choice') return (typeof value === 'string' ? e.options?.[value] : null) ?? no;
    if (value === null) return 'Unlimited';
    return typeof value === 'number' && value > 0 ? `${value} ${e.unit ?? ''}`.trim() : no;
  };
  return { label: e.label, order: e.order, cell };
}

export function FeatureComparison({ plans, entitlements }: { plans: PlanView[]; entitlements: EntitlementView[] }) {
  const rows = [...entitlements.map(entitlementRow), ...ON_EVERY_PLAN].sort((a, b) => a.order - b.order);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compare plans</CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        <table className="w-full table-fixed border-collapse text-left text-xs sm:text-sm">
          <caption className="sr-only">Features included in each plan</caption>
          <colgroup>
            <col className="w-[40%] sm:w-[46%]" />
            {plans.map((p) => (
              <col key={p.id} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-y border-stone-200 bg-stone-50 text-stone-700">
              <th scope="col" className="px-3 py-2.5 font-medium sm:px-6">
                Feature
              </th>
              {plans.map((p) => (
                <th key={p.id} scope="col" className="px-1 py-2.5 text-center font-semibold text-stone-900 last:pr-3 sm:px-3 sm:last:pr-6">
                  {SHORT[p.id] ? (
                    <>
                      <span className="sm:hidden" aria-hidden>
                        {SHORT[p.id]}
                      </span>
                      <span className="max-sm:sr-only">{p.name}</span>
                    </>
                  ) : (
                    p.name
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="px-3 py-2.5 font-normal text-stone-700 sm:px-6">
                  {row.label}
                </th>
                {plans.map((p) => (
                  <td key={p.id} className="px-1 py-2.5 text-center text-stone-800 last:pr-3 sm:px-3 sm:last:pr-6">
                    {row.cell(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
