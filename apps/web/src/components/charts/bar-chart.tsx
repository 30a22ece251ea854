import { useId } from 'react';

export interface BarDatum {
  label: string;
  value: number;
}

/**
 * A small bar chart in SVG (no chart library): bars scale to the largest value, every bar has a tooltip,
 * and the same figures open as a table (for screen readers and anyone who prefers numbers).
 */
export function BarChart({
  title,
  data,
  formatValue,
  emptyText = 'Geen gegevens in deze periode.',
}: {
  title: string;
  data: BarDatum[];
  formatValue: (value: number) => string;
  emptyText?: string;
}) {
  const tableId = useId();
  const width = 640;
  const height = 200;
  const axis = 56;
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const step = data.length ? (width - axis) / data.length : 0;
  const labelEvery = Math.max(1, Math.ceil(data.length / 12));
  return (
    <figure className="card p-4">
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      {max === 0 ? (
        <p className="py-8 text-center text-sm text-muted">{emptyText}</p>
      ) : (
        <svg
          viewBox={`0 0 ${width} ${height + 24}`}
          className="h-auto w-full"
          role="img"
          aria-label={`${title}: hoogste waarde ${formatValue(max)}`}
          aria-describedby={tableId}
        >
          {[0, 0.5, 1].map((fraction) => {
            const y = height - fraction * height + 4;
            return (
              <g key={fraction}>
                <line x1={axis} x2={width} y1={y} y2={y} className="stroke-border" strokeWidth={1} />
                <text x={axis - 6} y={y + 4} textAnchor="end" className="fill-muted text-[11px]">
                  {formatValue(max * fraction)}
                </text>
              </g>
            );
          })}
          {data.map((datum, index) => {
            const barHeight = (datum.value / max) * height;
            const barWidth = Math.max(2, step * 0.7);
            const x = axis + index * step + (step - barWidth) / 2;
            return (
              <g key={datum.label}>
                <rect
                  x={x}
                  y={height - barHeight + 4}
                  width={barWidth}
                  height={barHeight}
                  className="fill-primary"
                  rx={2}
                >
                  <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
                </rect>
                {index % labelEvery === 0 ? (
                  <text
                    x={x + barWidth / 2}
                    y={height + 20}
                    textAnchor="middle"
                    className="fill-muted text-[11px]"
                  >
                    {datum.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
      {max === 0 ? null : (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer text-muted">Toon als tabel</summary>
          <table id={tableId} className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label} className="border-t border-border">
                  <th scope="row" className="py-1 font-normal">
                    {datum.label}
                  </th>
                  <td className="py-1">{formatValue(datum.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </figure>
  );
}
