import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/**
 * The part of uPlot's stylesheet this chart needs. A remote's own CSS files are not loaded by the shell (its one
 * stylesheet is built from every module's classes), so the rules come with the component; React hoists and dedupes it.
 */
const UPLOT_CSS = `.uplot,.uplot *,.uplot *::before,.uplot *::after{box-sizing:border-box}.uplot{font-family:inherit;line-height:1.5;width:min-content}
.u-wrap{position:relative;user-select:none}.u-over,.u-under{position:absolute}.u-under{overflow:hidden}
.uplot canvas{display:block;position:relative;width:100%;height:100%}.u-axis{position:absolute}
.u-select{background:rgba(0,0,0,.07);position:absolute;pointer-events:none}
.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none;will-change:transform}
.u-hz .u-cursor-x,.u-vt .u-cursor-y{height:100%;border-right:1px dashed #607D8B}
.u-hz .u-cursor-y,.u-vt .u-cursor-x{width:100%;border-bottom:1px dashed #607D8B}
.u-cursor-pt{position:absolute;top:0;left:0;border-radius:50%;border:0 solid;pointer-events:none;will-change:transform;background-clip:padding-box!important}
.u-axis.u-off,.u-select.u-off,.u-cursor-x.u-off,.u-cursor-y.u-off,.u-cursor-pt.u-off{display:none}`;

export interface MonthPoint {
  label: string;
  reviews: number;
  rating: number | null;
}

const BRAND = '#0f766e';
const AMBER = '#b45309';

/**
 * Reviews per month as bars and the month's average rating as a line (right axis, 0–5), drawn with uPlot. A table of
 * the same figures follows for screen readers.
 */
export function MonthlyChart({ months }: { months: MonthPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = months.map((_, i) => i);
    const data: uPlot.AlignedData = [xs, months.map((m) => m.reviews), months.map((m) => m.rating)];
    const bars = uPlot.paths.bars!({ size: [0.6, 48] });
    const chart = new uPlot(
      {
        width: el.clientWidth,
        height: 240,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false, range: [-0.5, months.length - 0.5] }, rating: { range: [0, 5] } },
        axes: [
          // The month alone ("Sept"), so twelve fit on a phone; the figures' table below names the year.
          { values: (_u, ticks) => ticks.map((t) => months[Math.round(t)]?.label.split(' ')[0] ?? ''), splits: () => xs, gap: 4, size: 36 },
          { label: 'Reviews', size: 48 },
          { scale: 'rating', side: 1, label: 'Rating', grid: { show: false }, size: 40 },
        ],
        series: [
          {},
          { label: 'Reviews', fill: `${BRAND}cc`, stroke: BRAND, paths: bars, points: { show: false } },
          { label: 'Average rating', scale: 'rating', stroke: AMBER, width: 2, spanGaps: true, points: { size: 6, fill: AMBER } },
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [months]);

  return (
    <figure className="min-w-0">
      <style href="korero-uplot" precedence="default">
        {UPLOT_CSS}
      </style>
      {/* Its width comes from the page, never from the canvas inside it (which would otherwise widen the page). */}
      <div ref={box} className="w-full overflow-hidden" style={{ contain: 'inline-size' }} aria-hidden data-testid="monthly-chart" />
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-stone-700">
        <span className="flex items-center gap-1.5">
          <span className="h-3 w-3 rounded-sm" style={{ background: BRAND }} aria-hidden /> Reviews
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-4" style={{ background: AMBER }} aria-hidden /> Average rating
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Reviews and average rating per month</caption>
        <thead>
          <tr>
            <th>Month</th>
            <th>Reviews</th>
            <th>Average rating</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.label}>
              <td>{m.label}</td>
              <td>{m.reviews}</td>
              <td>{m.rating ?? 'none'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
