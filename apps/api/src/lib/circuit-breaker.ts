/** The breaker is open: the call was not made. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
}

export interface CircuitBreakerOptions {
  /** Failures in a row that open the breaker. */
  failureThreshold: number;
  /** How long it stays open before one trial call may go through. */
  cooldownMs: number;
  now?: () => number;
}

/**
 * A circuit breaker for a service outside our control (RDW): after `failureThreshold` failures in a row it
 * opens and every call fails at once, without waiting for a time-out, for `cooldownMs`; then one trial call
 * goes through (half-open). Its success closes the breaker, its failure opens it again. A caller that has
 * a fallback (a cached answer) uses it at once instead of holding a request and a connection.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions) {
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  function state(): 'closed' | 'open' | 'half-open' {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= options.cooldownMs ? 'half-open' : 'open';
  }

  return {
    state,
    async run<T>(work: () => Promise<T>, counts: (error: unknown) => boolean = () => true): Promise<T> {
      const current = state();
      if (current === 'open' || (current === 'half-open' && trialInFlight))
        throw new CircuitOpenError('the circuit is open');
      const trial = current === 'half-open';
      if (trial) trialInFlight = true;
      try {
        const result = await work();
        failures = 0;
        openedAt = null;
        return result;
      } catch (error) {
        if (counts(error)) {
          failures += 1;
          if (trial || failures >= options.failureThreshold) openedAt = now();
        }
        throw error;
      } finally {
        if (trial) trialInFlight = false;
      }
    },
  };
}

export type CircuitBreaker = ReturnType<typeof createCircuitBreaker>;
