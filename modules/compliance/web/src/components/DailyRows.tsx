import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Badge, Button } from '@korero/web-kit';
import type { ComplianceMetric } from '../../../contract/client.ts';
import { dayLabel, HEALTH_TONE, percent } from '../labels.ts';

const PAGE = 40;

/** The daily metric rows, newest day first; a long range shows the first 40 and more on request. */
export function DailyRows({ rows }: { rows: ComplianceMetric[] }) {
  const [shown, setShown] = useState(PAGE);
  if (rows.length === 0) return <p className="text-sm text-stone-600">No completed jobs in this range.</p>;
  const ordered = [...rows].sort((a, b) => b.metricDate.localeCompare(a.metricDate) || a.technicianName.localeCompare(b.technicianName));
  return (
    <div>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Daily coverage, scrolls sideways on small screens">
        <table className="w-full min-w-[560px] text-left text-sm">
          <thead>
            <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
              <th className="py-2 pr-3 font-medium">Day</th>
              <th className="py-2 pr-3 font-medium">Technician</th>
              <th className="py-2 pr-3 text-right font-medium">Jobs</th>
              <th className="py-2 pr-3 text-right font-medium">Invited</th>
              <th className="py-2 pr-3 text-right font-medium">Not asked</th>
              <th className="py-2 pr-3 text-right font-medium">Coverage</th>
              <th className="py-2 font-medium">Health</th>
            </tr>
          </thead>
          <tbody>
            {ordered.slice(0, shown).map((m) => (
              <tr key={m.id} className="border-b border-stone-100">
                <td className="py-2 pr-3 whitespace-nowrap text-stone-700">{dayLabel(m.metricDate)}</td>
                <td className="py-2 pr-3 text-stone-900">{m.technicianName}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{m.jobsCompleted}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{m.invitesSent}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{m.invitesSkipped}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{percent(m.coveragePercentage)}</td>
                <td className="py-2">
                  <span className="flex items-center gap-1.5">
                    <Badge tone={HEALTH_TONE[m.health]}>{m.health}</Badge>
                    {m.alertTriggered ? (
                      <AlertTriangle className="h-4 w-4 text-red-700" aria-label="Alert: below the goal over the last 7 days" />
                    ) : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ordered.length > shown ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setShown((s) => s + PAGE * 5)}>
          Show more days ({ordered.length - shown} rows left)
        </Button>
      ) : null}
    </div>
  );
}
