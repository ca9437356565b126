/** The middle value of `xs` (the upper one of an even count); NaN when there is none. */
export function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
}
