/** Reads until `done` holds or the deadline passes, every 25 ms; returns the last value read. */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  deadlineMs: number,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
