import { createKeyedQueue } from './keyed-queue';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createKeyedQueue', () => {
  test('tasks of one key run one after another, in arrival order', async () => {
    const run = createKeyedQueue();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`${name} start`);
      await tick(ms);
      events.push(`${name} end`);
      return name;
    };

    const results = await Promise.all([run('k', task('a', 30)), run('k', task('b', 1)), run('k', task('c', 1))]);

    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  test('tasks of different keys run side by side', async () => {
    const run = createKeyedQueue();
    const events: string[] = [];
    await Promise.all([
      run('one', async () => {
        events.push('one start');
        await tick(30);
        events.push('one end');
      }),
      run('two', async () => {
        events.push('two start');
        await tick(1);
        events.push('two end');
      }),
    ]);

    expect(events).toEqual(['one start', 'two start', 'two end', 'one end']);
  });

  test('a failed task passes its error to its caller and lets the next task of its key run', async () => {
    const run = createKeyedQueue();
    const failing = run('k', async () => {
      await tick(5);
      throw new Error('first failed');
    });
    const next = run('k', async () => 'second ran');

    await expect(failing).rejects.toThrow('first failed');
    await expect(next).resolves.toBe('second ran');
  });
});
