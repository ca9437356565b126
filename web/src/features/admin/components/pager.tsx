interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage: (p: number) => void;
  onPerPage: (n: number) => void;
}

/** Page links over `X-Total-Count`, and the page size. */
export function Pager({ page, perPage, total, onPage, onPerPage }: Props) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className="admin-pager" aria-label="Pages">
      <span className="muted" aria-live="polite">
        {from}–{to} of {total}
      </span>
      <div className="button-row">
        <button type="button" className="button button-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span>
          Page {page} of {last}
        </span>
        <button type="button" className="button button-small" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next
        </button>
        <label className="admin-per-page">
          <span>Per page</span>
          <select value={perPage} onChange={(e) => onPerPage(Number(e.target.value))}>
            {[10, 25, 50, 100].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
    </nav>
  );
}
