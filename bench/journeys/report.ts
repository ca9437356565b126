import type { Outcome, Step } from './steps.js';

export interface StepStats {
  step: Step;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function pct(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
}

/** p50/p95/p99 per step (ms), in the journey's order. */
export function stepStats(outcomes: Outcome[], order: readonly Step[]): StepStats[] {
  const by = new Map<Step, Outcome[]>();
  for (const o of outcomes) (by.get(o.step) ?? by.set(o.step, []).get(o.step)!).push(o);
  return order
    .filter((s) => by.has(s))
    .map((step) => {
      const list = by.get(step)!;
      const ms = list.map((o) => o.ms).sort((a, b) => a - b);
      return {
        step,
        count: list.length,
        errors: list.filter((o) => o.error).length,
        p50: pct(ms, 50),
        p95: pct(ms, 95),
        p99: pct(ms, 99),
        max: ms[ms.length - 1] ?? NaN,
      };
    });
}

/** The same percentiles over a set of outcomes. */
export function overall(outcomes: Outcome[]): Omit<StepStats, 'step'> {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    count: ms.length,
    errors: outcomes.filter((o) => o.error).length,
    p50: pct(ms, 50),
    p95: pct(ms, 95),
    p99: pct(ms, 99),
    max: ms[ms.length - 1] ?? NaN,
  };
}

/** A plain text table with right-aligned numbers. */
export function table(head: string[], rows: Array<Array<string | number>>): string {
  const cells = [
    head,
    ...rows.map((r) =>
      r.map((c) => (typeof c === 'number' ? (Number.isFinite(c) ? (Number.isInteger(c) ? String(c) : c.toFixed(1)) : '—') : c)),
    ),
  ];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
