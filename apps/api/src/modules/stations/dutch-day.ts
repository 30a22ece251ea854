/** The calendar day in Dutch time, as YYYY-MM-DD: price history is kept per Dutch day. */
export function dutchDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);
}

/** The Dutch day `days` before the given one (calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
