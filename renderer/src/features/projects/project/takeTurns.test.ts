import { describe, expect, it } from 'vitest';
import { takeTurns } from './takeTurns';

/** A task that runs until the test lets it finish. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish: () => finish() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('taking turns', () => {
  it('runs at most the limit at once, the rest in the order they came', async () => {
    const inTurn = takeTurns(2);
    const started: string[] = [];
    const tasks = new Map(['a', 'b', 'c', 'd'].map((name) => [name, held()]));
    const all = [...tasks].map(([name, task]) =>
      inTurn(new AbortController().signal, async () => {
        started.push(name);
        await task.done;
        return name;
      }),
    );
    await tick();
    expect(started).toEqual(['a', 'b']);
    tasks.get('b')?.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks.get('a')?.finish();
    tasks.get('c')?.finish();
    tasks.get('d')?.finish();
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a waiting task whose signal aborts, and never runs it', async () => {
    const inTurn = takeTurns(1);
    const first = held();
    const started: string[] = [];
    const running = inTurn(new AbortController().signal, async () => {
      started.push('first');
      await first.done;
    });
    const leaving = new AbortController();
    const dropped = inTurn(leaving.signal, async () => {
      started.push('dropped');
    });
    const last = inTurn(new AbortController().signal, async () => {
      started.push('last');
    });
    leaving.abort();
    await expect(dropped).rejects.toThrow();
    first.finish();
    await Promise.all([running, last]);
    expect(started).toEqual(['first', 'last']);
  });

  it('frees its place when a task fails', async () => {
    const inTurn = takeTurns(1);
    const signal = new AbortController().signal;
    await expect(inTurn(signal, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await inTurn(signal, async () => 'next')).toBe('next');
  });
});
