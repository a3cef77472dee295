import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, createChunkLoader } from './chunkLoader';

const Page = () => null;

describe('createChunkLoader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once and reports ready', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const loader = createChunkLoader(load);
    loader.start();
    loader.start();
    await vi.waitFor(() => expect(loader.getSnapshot().status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.getSnapshot().component).toBe(Page);
  });

  it('fails after 120 s and can retry', async () => {
    vi.useFakeTimers();
    let resolveLate: (value: { default: typeof Page }) => void = () => {};
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveLate = resolve)))
      .mockImplementationOnce(() => Promise.resolve({ default: Page }));
    const loader = createChunkLoader(load);
    loader.start();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(loader.getSnapshot()).toMatchObject({ status: 'error', failures: 1 });
    resolveLate({ default: Page });
    loader.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.getSnapshot().status).toBe('ready');
  });

  it('reports a chunk load error', async () => {
    const loader = createChunkLoader(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    loader.start();
    await vi.waitFor(() => expect(loader.getSnapshot().status).toBe('error'));
  });
});
