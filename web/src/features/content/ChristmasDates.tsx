import { afterApi } from '../../components/after-api';

export interface ChristmasDateRow { service: string; orderBy: string; arrives?: string }

/** The last order times as a table; `season` names the Christmas they are for. */
export function ChristmasDatesTable({ season, rows, note }: { season: number | null; rows: ChristmasDateRow[]; note: string }) {
  return (
    <section className="card-box" aria-labelledby="dates-title">
      <h2 id="dates-title">{season ? `Last order dates for Christmas ${season}` : 'Last order dates for Christmas'}</h2>
      <p className="muted">{note}</p>
      <table className="table">
        <thead><tr><th scope="col">Postage</th><th scope="col">Order and pay by</th></tr></thead>
        <tbody>{rows.map((d) => <tr key={d.service}><td>{d.service}</td><td><strong>{d.orderBy}</strong></td></tr>)}</tbody>
      </table>
    </section>
  );
}

const SERVICES = ['Royal Mail 2nd Class', 'Royal Mail 1st Class', 'Royal Mail Tracked 24'];

/** What the pre-rendered page shows until this season's dates arrive from the shop. */
function StaticChristmasDates() {
  return <ChristmasDatesTable season={null} note="Checking this season’s dates…" rows={SERVICES.map((s) => ({ service: s, orderBy: '…' }))} />;
}

/** This season's last order times from the shop's delivery calendar (UK bank holidays, Royal Mail's Christmas post). */
export const ChristmasDates = afterApi(StaticChristmasDates, () => import('./ChristmasDatesLive').then((m) => m.LiveChristmasDates));
