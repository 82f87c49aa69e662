import { afterAll, describe, expect, it } from 'vitest';
import { HistoryWorker } from './history-worker-client';

const worker = new HistoryWorker();
afterAll(() => worker.dispose());

describe('the history worker thread', () => {
  it('renders and compares in another thread, answering each caller', async () => {
    const [rendered, compared] = await Promise.all([
      worker.render('<p>Hello <script>x()</script>world</p>'),
      worker.compare({ title: 'A', storage: '<p>One two</p>' }, { title: 'B', storage: '<p>One three</p>' }),
    ]);
    expect(rendered.html).toBe('<p>Hello world</p>');
    expect(compared.summary.text).toBe('Title changed; 1 paragraph changed');
  });

  it('keeps a comparison’s rows in the worker and hands them out in chunks', async () => {
    const head = await worker.compare({ title: 'A', storage: '<p>same</p>'.repeat(500) + '<p>old words here</p>' }, { title: 'A', storage: '<p>same</p>'.repeat(500) + '<p>new words here</p>' }, undefined, 10);
    expect(head.rowCount).toBe(501);
    expect(head.rows).toHaveLength(10);
    expect(head.changes).toEqual([500]);
    const tail = await worker.rows(head.compareId, 495, 100);
    expect(tail).toHaveLength(6);
    expect(tail[5]?.change).toBe('changed');
    await expect(worker.rows('unknown', 0, 10)).rejects.toMatchObject({ info: { reason: 'comparisonExpired' } });
  });

  it('answers a caller that gives up at once, and keeps serving the others', async () => {
    const controller = new AbortController();
    const given = worker.compare({ title: 'A', storage: '<p>a</p>'.repeat(20_000) }, { title: 'A', storage: '<p>b</p>'.repeat(20_000) }, controller.signal);
    controller.abort();
    await expect(given).rejects.toMatchObject({ info: { code: 'CANCELLED' } });
    expect((await worker.render('<p>Still here</p>')).html).toBe('<p>Still here</p>');
  });

  it('starts again after being stopped', async () => {
    await worker.dispose();
    expect((await worker.render('<h1>Back</h1>')).html).toBe('<h1>Back</h1>');
  });
});
