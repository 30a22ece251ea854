import { useId } from 'react';

/** A point's own shape, so kinds of points differ by more than colour (e.g. a price's source). */
export type PointMark = 'circle' | 'square' | 'triangle' | 'diamond';

export interface ChartPoint {
  /** What the point stands for on the x axis: an ISO date (YYYY-MM-DD) or a month (YYYY-MM). */
  x: string;
  y: number;
  /** Its shape (a circle when not given). */
  mark?: PointMark;
  /** Said after its value in the tooltip and the table, e.g. "tankbeurt". */
  note?: string;
}

/** One shape of point, drawn at (cx, cy) with radius r. */
function Mark({
  shape = 'circle',
  cx,
  cy,
  r,
  color,
  children,
}: {
  shape?: PointMark | undefined;
  cx: number;
  cy: number;
  r: number;
  color: string;
  children?: React.ReactNode;
}) {
  if (shape === 'square')
    return (
      <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} fill={color}>
        {children}
      </rect>
    );
  if (shape === 'triangle')
    return (
      <polygon
        points={`${cx},${cy - 1.3 * r} ${cx + 1.2 * r},${cy + r} ${cx - 1.2 * r},${cy + r}`}
        fill={color}
      >
        {children}
      </polygon>
    );
  if (shape === 'diamond')
    return (
      <polygon
        points={`${cx},${cy - 1.4 * r} ${cx + 1.4 * r},${cy} ${cx},${cy + 1.4 * r} ${cx - 1.4 * r},${cy}`}
        fill="var(--fl-surface)"
        stroke={color}
        strokeWidth="1.5"
      >
        {children}
      </polygon>
    );
  return (
    <circle cx={cx} cy={cy} r={r} fill={color}>
      {children}
    </circle>
  );
}

export interface ChartSeries {
  /** The line's name: its legend entry and its column in the table. */
  name: string;
  points: ChartPoint[];
  color?: string;
  /** A dashed line, e.g. for estimates. */
  dashed?: boolean;
}

const WIDTH = 560;
const PAD = { top: 12, right: 12, bottom: 28, left: 56 };

/**
 * A small line chart in SVG, no chart library: one or more series over the same x values, with its values
 * as a table for screen readers and anyone who prefers numbers. Pass `yDomain` to share a scale with a chart
 * beside it.
 */
export function LineChart({
  series,
  label,
  formatY,
  formatX,
  xHeader = 'Datum',
  height = 200,
  yDomain,
  marks,
}: {
  series: ChartSeries[];
  label: string;
  formatY: (value: number) => string;
  formatX: (x: string) => string;
  /** The table's first column. */
  xHeader?: string;
  height?: number;
  yDomain?: [number, number];
  /** A legend of the point shapes used (with `ChartPoint.mark`). */
  marks?: { mark: PointMark; label: string }[];
}) {
  const tableId = useId();
  const xs = [...new Set(series.flatMap((line) => line.points.map((p) => p.x)))].sort();
  if (xs.length === 0) return null;
  const values = series.flatMap((line) => line.points.map((p) => p.y));
  let [min, max] = yDomain ?? [Math.min(...values), Math.max(...values)];
  if (max - min < 1e-9) {
    min -= 0.01;
    max += 0.01;
  }
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const xAt = (value: string) => {
    const i = xs.indexOf(value);
    return PAD.left + (xs.length === 1 ? innerW / 2 : (i / (xs.length - 1)) * innerW);
  };
  const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * innerH;
  const ticks = [min, (min + max) / 2, max];
  const labelled = [...new Set([0, Math.floor((xs.length - 1) / 2), xs.length - 1])];
  const many = xs.length > 40;

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
            x={xAt(xs[i]!)}
            y={height - 8}
            textAnchor={i === 0 ? 'start' : i === xs.length - 1 ? 'end' : 'middle'}
            fontSize="11"
            fill="var(--fl-muted)"
          >
            {formatX(xs[i]!)}
          </text>
        ))}
        {series.map((line, index) => {
          const color = line.color ?? (index === 0 ? 'var(--fl-primary)' : 'var(--fl-text)');
          const path = line.points
            .map((p, i) => `${i === 0 ? 'M' : 'L'}${xAt(p.x).toFixed(1)},${y(p.y).toFixed(1)}`)
            .join(' ');
          return (
            <g key={line.name}>
              <path
                d={path}
                fill="none"
                stroke={color}
                strokeWidth="2.5"
                strokeLinejoin="round"
                strokeDasharray={line.dashed ? '6 4' : undefined}
              />
              {line.points.map((p) => (
                <Mark
                  key={p.x}
                  shape={p.mark}
                  cx={xAt(p.x)}
                  cy={y(p.y)}
                  r={p.mark ? (many ? 3 : 4) : many ? 2 : 3}
                  color={color}
                >
                  <title>{`${line.name}, ${formatX(p.x)}: ${formatY(p.y)}${p.note ? ` (${p.note})` : ''}`}</title>
                </Mark>
              ))}
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <ul className="mt-1 flex flex-wrap gap-4 text-xs text-muted" aria-hidden>
          {series.map((line, index) => (
            <li key={line.name} className="flex items-center gap-1">
              <span
                className="inline-block h-0.5 w-5"
                style={{
                  background: line.color ?? (index === 0 ? 'var(--fl-primary)' : 'var(--fl-text)'),
                }}
              />
              {line.name}
            </li>
          ))}
        </ul>
      ) : null}
      {marks?.length ? (
        <ul className="mt-1 flex flex-wrap gap-4 text-xs text-muted" aria-label="Legenda">
          {marks.map(({ mark, label: markLabel }) => (
            <li key={mark} className="flex items-center gap-1">
              <svg viewBox="0 0 12 12" className="h-3 w-3" aria-hidden>
                <Mark shape={mark} cx={6} cy={6} r={4} color="var(--fl-primary)" />
              </svg>
              {markLabel}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-muted">Toon als tabel</summary>
        <table id={tableId} className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                {xHeader}
              </th>
              {series.map((line) => (
                <th key={line.name} scope="col" className="py-1 font-medium">
                  {line.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xs.map((x) => (
              <tr key={x} className="border-t border-border">
                <th scope="row" className="py-1 font-normal">
                  {formatX(x)}
                </th>
                {series.map((line) => {
                  const point = line.points.find((p) => p.x === x);
                  return (
                    <td key={line.name} className="py-1">
                      {point ? `${formatY(point.y)}${point.note ? ` (${point.note})` : ''}` : '–'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
