/**
 * An event one module announces and others act on, so neither imports the other: declared (with its payload
 * type) by the module it is about, in that module's service.
 */
export interface AppEvent<Payload> {
  readonly name: string;
  /** Only carries the payload type. */
  readonly payload?: Payload;
}

export function defineEvent<Payload = void>(name: string): AppEvent<Payload> {
  return { name };
}

type Handler<Payload> = (payload: Payload) => void | Promise<void>;

/**
 * In-process events, one bus per app (`app.events`). emit() runs the handlers one after another and waits
 * for them, so a request answers after every effect of its change, and a failing handler fails it.
 */
export class EventBus {
  private readonly handlers = new Map<AppEvent<unknown>, Handler<never>[]>();

  on<Payload>(event: AppEvent<Payload>, handler: Handler<Payload>): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  async emit<Payload>(
    event: AppEvent<Payload>,
    ...[payload]: Payload extends void ? [] : [Payload]
  ): Promise<void> {
    for (const handler of (this.handlers.get(event) ?? []) as Handler<Payload>[])
      await handler(payload as Payload);
  }
}
