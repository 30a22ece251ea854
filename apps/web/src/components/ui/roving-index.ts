/**
 * Where a key moves focus in a row of controls (WAI-ARIA tabs, accordion headers): the next or previous one
 * with the arrow keys of the row's direction, wrapping round, the first with Home, the last with End; null
 * for any other key.
 */
export function rovingIndex(
  key: string,
  index: number,
  count: number,
  direction: 'horizontal' | 'vertical',
): number | null {
  const [previous, next] =
    direction === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  const last = count - 1;
  if (key === next) return index === last ? 0 : index + 1;
  if (key === previous) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
