import { describe, expect, it } from 'vitest';
import { defineEvent, EventBus } from './events.ts';

describe('the event bus', () => {
  it('runs every handler of an event in order and waits for them; other events stay quiet', async () => {
    const bus = new EventBus();
    const changed = defineEvent<{ userId: string }>('test.changed');
    const other = defineEvent('test.other');
    const seen: string[] = [];
    bus.on(changed, async ({ userId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(`first ${userId}`);
    });
    bus.on(changed, ({ userId }) => {
      seen.push(`second ${userId}`);
    });
    bus.on(other, () => {
      seen.push('other');
    });
    await bus.emit(changed, { userId: 'u1' });
    expect(seen).toEqual(['first u1', 'second u1']);
    await bus.emit(defineEvent('test.nobody'));
    expect(seen).toHaveLength(2);
  });

  it('fails the emit when a handler fails', async () => {
    const bus = new EventBus();
    const changed = defineEvent('test.failing');
    bus.on(changed, () => {
      throw new Error('kapot');
    });
    await expect(bus.emit(changed)).rejects.toThrow('kapot');
  });
});
