import { useId } from 'react';

export interface ChartPoint {
  /** An ISO date (YYYY-MM-DD). */
  x: string;
  y: number;
}

const WIDTH = 560;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

/**
 * A small line chart in SVG, no chart library: one series over dates, with its values as a table for
 * screen readers and anyone who prefers numbers. Pass `yDomain` to share a scale with a chart beside it.
 */
export function LineChart({
  points,
  label,
  formatY,
  formatX,
  color = 'var(--fl-primary)',
  height = 200,
  yDomain,
}: {
  points: ChartPoint[];
  label: string;
  formatY: (value: number) => string;
  formatX: (date: string) => string;
  color?: string;
  height?: number;
  yDomain?: [number, number];
}) {
  const tableId = useId();
  if (points.length === 0) return null;
  const values = points.map((p) => p.y);
  let [min, max] = yDomain ?? [Math.min(...values), Math.max(...values)];
  if (max - min < 1e-9) {
    min -= 0.01;
    max += 0.01;
  }
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * innerH;
  const ticks = [min, (min + max) / 2, max];
  const labelled = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.y).toFixed(1)}`)
    .join(' ');

  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={label}
        aria-describedby={tableId}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--fl-border)"
              strokeDasharray="3 3"
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="var(--fl-muted)">
              {formatY(tick)}
            </text>
          </g>
        ))}
        {labelled.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={height - 8}
            textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
            fontSize="11"
            fill="var(--fl-muted)"
          >
            {formatX(points[i]!.x)}
          </text>
        ))}
        <path d={path} fill="none" stroke={color} strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle key={p.x} cx={x(i)} cy={y(p.y)} r={points.length > 40 ? 2 : 3} fill={color}>
            <title>{`${formatX(p.x)}: ${formatY(p.y)}`}</title>
          </circle>
        ))}
      </svg>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-muted">Toon als tabel</summary>
        <table id={tableId} className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Datum
              </th>
              <th scope="col" className="py-1 font-medium">
                Prijs
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.x} className="border-t border-border">
                <td className="py-1">{formatX(p.x)}</td>
                <td className="py-1">{formatY(p.y)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
