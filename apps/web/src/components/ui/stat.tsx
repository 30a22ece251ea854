/** One figure in a row of key figures: a label above a large value. Use inside a `<dl>`. */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight">{value}</dd>
    </div>
  );
}
