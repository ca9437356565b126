import { afterApi } from '../../app/after-api';
import { ChristmasDatesTable } from './christmas-dates-table';

const SERVICES = ['Royal Mail 2nd Class', 'Royal Mail 1st Class', 'Royal Mail Tracked 24'];

/** What the pre-rendered page shows until this season's dates arrive from the shop. */
function StaticChristmasDates() {
  return (
    <ChristmasDatesTable season={null} note="Checking this season’s dates…" rows={SERVICES.map((s) => ({ service: s, orderBy: '…' }))} />
  );
}

/** This season's last order times from the shop's delivery calendar (UK bank holidays, Royal Mail's Christmas post). */
export const ChristmasDates = afterApi(StaticChristmasDates, () => import('./christmas-dates-live').then((m) => m.LiveChristmasDates));
