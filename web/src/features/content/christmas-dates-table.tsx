import { ColumnHeads } from '../../components/column-heads';
export interface ChristmasDateRow {
  service: string;
  orderBy: string;
  /** What an order paid now is promised by this postage, in the shop's one wording. */
  arrives?: string;
}

/** The last order times as a table; `season` names the Christmas they are for. */
export function ChristmasDatesTable({ season, rows, note }: { season: number | null; rows: ChristmasDateRow[]; note: string }) {
  return (
    <section className="card-box" aria-labelledby="dates-title">
      <h2 id="dates-title">{season ? `Last order dates for Christmas ${season}` : 'Last order dates for Christmas'}</h2>
      <p className="muted">{note}</p>
      <table className="table">
        <ColumnHeads labels={['Postage', 'Order and pay by']} />
        <tbody>
          {rows.map((d) => (
            <tr key={d.service}>
              <td>
                {d.service}
                {d.arrives && (
                  <>
                    <br />
                    <small className="muted">Order now: {d.arrives}</small>
                  </>
                )}
              </td>
              <td>
                <strong>{d.orderBy}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
