import type { PhotoPrintCheck } from '@cards/contracts';
import { Icon } from './icon';

const CLASS = { good: '', low: 'is-warn', very_low: 'is-bad' } as const;
const PANEL = { front: 'Front', inside_left: 'Inside' } as const;

/**
 * How sharp a line's photos print at its size, in the words the customer was shown: the
 * warnings only (below 300 DPI), or every check with `all` (the print team's view of an order);
 * `compact` says it in a line (beside each size on the option page).
 */
export function PrintChecks({
  checks,
  all = false,
  compact = false,
}: {
  checks?: PhotoPrintCheck[] | null;
  all?: boolean;
  compact?: boolean;
}) {
  const shown = (checks ?? []).filter((c) => all || c.level !== 'good');
  if (!shown.length) return null;
  return (
    <ul className="print-checks" aria-label="Photo print quality">
      {shown.map((c) => (
        <li key={c.panel} className={`status-pill ${CLASS[c.level]}`}>
          {c.level !== 'good' && <Icon name="info" size={14} />}
          <span>
            {compact
              ? `${PANEL[c.panel]} photo: ${c.dpi} DPI at this size, ${c.level === 'low' ? 'may look soft' : 'will look blurred'}`
              : `${all ? `${PANEL[c.panel]} photo ${c.dpi} DPI: ` : ''}${c.message}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
