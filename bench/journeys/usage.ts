import type { ProcessMeter, ProcessUse } from './stack.js';
import { median } from '../stats.js';

/** The shoppers the goal is set for: the CPU figures say how many cores they need at the measured pace. */
export const GOAL_SHOPPERS = 200;

export interface Sample {
  at: number;
  mem: Record<string, number>;
  cpu: Record<string, number>;
  /** CPU seconds of this process (the load tool). */
  self: number;
  /** Seconds the machine's CPUs were busy, all processes and the kernel. */
  machine: number;
}

/**
 * CPU each process used between the first sample after the warm-up and the last: as cores kept
 * busy, and per journey completed in that window. Per journey is what sizes a deployment: at a
 * shopper's pace of one journey every `journeyMs`, N shoppers need N × perJourney / journeyMs cores.
 */
export function cpuUse(samples: Sample[], fromMs: number, journeys: number, journeyMs: number) {
  const first = samples.find((m) => m.at >= fromMs) ?? samples[0]!;
  const last = samples[samples.length - 1]!;
  const seconds = (last.at - first.at) / 1000;
  const rows = Object.keys(last.cpu).map((name) => {
    const used = (last.cpu[name] ?? 0) - (first.cpu[name] ?? 0);
    return { name, cores: used / seconds, perJourney: used / journeys };
  });
  const used = rows.reduce((a, r) => a + r.cores * seconds, 0);
  const self = last.self - first.self;
  // The machine's busy time, less the load tool's: the stack's processes plus the kernel's work
  // for them (loopback sockets, process start-up). On an otherwise idle machine, what sizes it.
  const machine = last.machine - first.machine - self;
  const total = { cores: used / seconds, perJourney: used / journeys };
  const whole = { cores: machine / seconds, perJourney: machine / journeys };
  return {
    seconds,
    journeys,
    rows,
    total,
    whole,
    selfCores: self / seconds,
    coresForGoal: (GOAL_SHOPPERS * whole.perJourney) / (journeyMs / 1000),
  };
}

/** Samples every process's memory and CPU now and every 2 s until `stop`, which takes a last one. */
export function sampleUse(meter: ProcessMeter, started: number): { samples: Sample[]; stop: () => void } {
  const samples: Sample[] = [];
  const sample = () => {
    const { processes, machine } = meter.sample();
    const pick = (k: keyof ProcessUse) => Object.fromEntries(Object.entries(processes).map(([n, u]) => [n, u[k]]));
    const self = process.cpuUsage();
    samples.push({
      at: Date.now() - started,
      mem: pick('rssMiB'),
      cpu: pick('cpuSeconds'),
      self: (self.user + self.system) / 1e6,
      machine: machine.busySeconds,
    });
  };
  sample();
  // Often, so a Chromium renderer that lives a few seconds is still seen (stack.ts).
  const sampler = setInterval(sample, 2000);
  return {
    samples,
    stop: () => {
      clearInterval(sampler);
      sample();
    },
  };
}

/** Each process's memory after the warm-up, at the end, and its growth overall and in the second half. */
export function memoryGrowth(memory: Sample[], warmupMs: number) {
  const after = memory.filter((m) => m.at >= warmupMs);
  const warm = after.slice(0, 3);
  // The samples around the middle of the measured part: growth in its second half tells a
  // store filling up to its bound (JetStream's duplicate window, BullMQ's kept jobs) from a leak.
  const middle = after.slice(Math.max(0, Math.floor(after.length / 2) - 1), Math.floor(after.length / 2) + 2);
  const end = memory.slice(-3);
  const names = Object.keys(memory[memory.length - 1]!.mem);
  const at = (samples: Sample[], n: string) => median(samples.map((m) => m.mem[n] ?? NaN));
  return names.map((n) => {
    const [a, mid, b] = [at(warm, n), at(middle, n), at(end, n)];
    return { name: n, warm: a, end: b, growth: (b - a) / a, secondHalf: (b - mid) / mid };
  });
}
