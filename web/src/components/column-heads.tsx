/**
 * A table's header row: a heading per column, and with `actions` a last column for each row's
 * buttons, named for screen readers only.
 */
export function ColumnHeads({ labels, actions = false }: { labels: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
        {actions && (
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
