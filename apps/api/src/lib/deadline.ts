/**
 * `call`, or the error `late()` makes once `ms` have passed, whichever comes first. For a call that takes no
 * time-out or abort signal of its own: it goes on in the background, and whatever it ends in after the
 * deadline is dropped.
 */
export function withDeadline<T>(call: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  call.catch(() => {});
  return Promise.race([call, deadline]).finally(() => clearTimeout(timer));
}
