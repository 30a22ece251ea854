/** A table's column headings, in the small muted style of the vehicle and CO2 tables. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="text-xs text-muted">
      <tr>
        {columns.map((column, index) => (
          <th key={`${column}-${index}`} scope="col" className="py-1 pr-3 font-medium">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
