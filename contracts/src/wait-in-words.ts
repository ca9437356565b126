/**
 * A wait said as a person would, rounded up: "45 seconds", "5 minutes", "2 hours". Shared by
 * the services' 429 messages and the web app's countdowns, so both say the same.
 */
export function waitInWords(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}
