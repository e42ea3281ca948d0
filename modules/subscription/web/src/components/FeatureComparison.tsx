import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@korero/web-kit';
import type { PlanView } from '../../../contract/api.ts';

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

/** What each plan includes, read from the plans' limits so it always matches what the server enforces. */
const ROWS: Array<{ label: string; cell: (plan: PlanView) => ReactNode }> = [
  { label: 'Review invitations', cell: (p) => (p.limits.invitesPerMonth === null ? 'Unlimited' : `${p.limits.invitesPerMonth} a month`) },
  { label: 'Review links and QR codes', cell: () => yes },
  { label: 'SMS invitations', cell: (p) => (p.limits.smsPerMonth > 0 ? `${p.limits.smsPerMonth} a month` : no) },
  { label: 'Email invitations', cell: (p) => tick(p.limits.channels.includes('email')) },
  { label: 'Messenger invitations', cell: (p) => tick(p.limits.channels.includes('messenger')) },
  { label: 'AI-drafted reviews, voice and photos', cell: () => yes },
  { label: 'Your logo on review pages', cell: (p) => tick(p.limits.logo) },
  { label: 'Custom SMS text', cell: (p) => (p.limits.customSms === 'locked' ? no : p.limits.customSms === 'branded' ? 'Branded' : 'Full') },
  { label: 'Competitor analysis', cell: (p) => tick(p.limits.competitorAnalysis) },
  { label: 'Support', cell: (p) => SUPPORT[p.id] ?? 'Arranged' },
];

export function FeatureComparison({ plans }: { plans: PlanView[] }) {
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
            {ROWS.map((row) => (
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
