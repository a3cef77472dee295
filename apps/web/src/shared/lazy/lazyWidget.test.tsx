import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyWidget, useWidgetsSettled } from './lazyWidget';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Part = () => <p>part</p>;

function Frame({ widgets, needed }: { widgets: Parameters<typeof useWidgetsSettled>[0]; needed: boolean }) {
  return <p>{useWidgetsSettled(widgets, needed) ? 'ready' : 'waiting'}</p>;
}

describe('useWidgetsSettled', () => {
  it('loads the widgets when needed and answers true once each has loaded or failed', async () => {
    const first = deferred<{ default: typeof Part }>();
    const second = deferred<{ default: typeof Part }>();
    const widgets = [lazyWidget(() => first.promise), lazyWidget(() => second.promise)];
    render(<Frame widgets={widgets} needed />);
    expect(screen.getByText('waiting')).toBeTruthy();
    first.resolve({ default: Part });
    await Promise.resolve();
    expect(screen.getByText('waiting')).toBeTruthy();
    second.reject(new Error('offline'));
    expect(await screen.findByText('ready')).toBeTruthy();
  });

  it('answers true at once, loading nothing, when the widgets are not needed', () => {
    let loads = 0;
    const widgets = [lazyWidget(() => ((loads += 1), Promise.resolve({ default: Part })))];
    render(<Frame widgets={widgets} needed={false} />);
    expect(screen.getByText('ready')).toBeTruthy();
    expect(loads).toBe(0);
  });
});
