import { describe, expect, it, vi } from 'vitest';
import { importedOnFirstCall } from '../../../../lambdas/deps/imported-on-first-call';
import type { EventBus } from '../../../../lambdas/ports/event-bus';

describe('importedOnFirstCall', () => {
  it('loads the adapter on the first call only, once, and forwards the calls to it', async () => {
    const published: string[] = [];
    const load = vi.fn(async (): Promise<EventBus> => ({
      async publish(detailType) {
        published.push(detailType);
      },
    }));
    const bus = importedOnFirstCall(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([bus.publish('A', {}), bus.publish('B', {})]);
    await bus.publish('C', {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(published).toEqual(['A', 'B', 'C']);
  });

  it('tries the load again after it failed', async () => {
    const load = vi
      .fn<() => Promise<EventBus>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ publish: async () => undefined });
    const bus = importedOnFirstCall(load);
    await expect(bus.publish('A', {})).rejects.toThrow('offline');
    await expect(bus.publish('A', {})).resolves.toBeUndefined();
  });

  it('is not a thenable, so awaiting the port gives the port', async () => {
    const load = vi.fn(async (): Promise<EventBus> => ({ publish: async () => undefined }));
    const bus = importedOnFirstCall(load);
    expect(await bus).toBe(bus);
    expect(load).not.toHaveBeenCalled();
  });
});
