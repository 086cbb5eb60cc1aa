import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RetryLaterError } from '../http/errors.js';
import { PASSWORD_WORK_BUSY_MESSAGE, PasswordGate } from './password-gate.js';

/** A piece of work that ends when told to, counting how many run at once. */
function controlledWork(tally: { running: number; most: number }) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const work = async () => {
    tally.running += 1;
    tally.most = Math.max(tally.most, tally.running);
    await done;
    tally.running -= 1;
    return 'feito';
  };
  return { work, finish };
}

describe('PasswordGate', () => {
  it('runs at most its number at once, lets the next waiting in as one ends, and refuses at once past the queue', async () => {
    const gate = new PasswordGate({ atOnce: 2, maxWaiting: 3, busyShare: 1, maxWaitMs: 60_000 });
    const tally = { running: 0, most: 0 };
    const works = Array.from({ length: 5 }, () => controlledWork(tally));
    const admitted = works.map(({ work }) => gate.run(work));
    await Promise.resolve();
    expect(tally.running).toBe(2);

    const refused = gate.run(() => Promise.resolve('nunca'));
    await expect(refused).rejects.toBeInstanceOf(RetryLaterError);
    await expect(refused).rejects.toMatchObject({ status: 429, message: PASSWORD_WORK_BUSY_MESSAGE });

    for (const { finish } of works) finish();
    expect(await Promise.all(admitted)).toEqual(['feito', 'feito', 'feito', 'feito', 'feito']);
    expect(tally.most).toBe(2);
    // Once the queue has drained, there is room again.
    expect(await gate.run(() => Promise.resolve('de novo'))).toBe('de novo');
  });

  it('tells how many seconds until the queue should have room, at least one', async () => {
    const gate = new PasswordGate({ atOnce: 1, maxWaiting: 4, busyShare: 1, maxWaitMs: 60_000 });
    const tally = { running: 0, most: 0 };
    const works = Array.from({ length: 5 }, () => controlledWork(tally));
    const admitted = works.map(({ work }) => gate.run(work));
    const refusal = await gate.run(() => Promise.resolve('nunca')).catch((error: unknown) => error);
    // Five checks ahead of about 0.3 s each, one at a time.
    expect(refusal).toMatchObject({ retryAfterSeconds: 2 });
    for (const { finish } of works) finish();
    await Promise.all(admitted);
  });

  it('gives the turn on when a check fails', async () => {
    const gate = new PasswordGate({ atOnce: 1, maxWaiting: 1, busyShare: 1, maxWaitMs: 60_000 });
    await expect(gate.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await gate.run(() => Promise.resolve('seguinte'))).toBe('seguinte');
  });

  it('rests a turn after each check, so checks back to back keep its core busy only their share of the time', async () => {
    const gate = new PasswordGate({ atOnce: 1, maxWaiting: 3, busyShare: 0.25, maxWaitMs: 60_000 });
    const starts: number[] = [];
    const check = async () => {
      starts.push(performance.now());
      await sleep(40);
    };
    await Promise.all([gate.run(check), gate.run(check), gate.run(check)]);
    const gaps = starts.slice(1).map((start, index) => start - (starts[index] ?? 0));
    // 40 ms of work, then 120 ms of rest: a check starts every 160 ms or so.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(155);
    expect(gate.turnsInUse).toBe(1);
    await sleep(200);
    expect(gate.turnsInUse).toBe(0);
  });

  it('estimates the wait with the rests of the checks ahead', async () => {
    const gate = new PasswordGate({ atOnce: 1, maxWaiting: 1, busyShare: 0.25, maxWaitMs: 60_000 });
    const tally = { running: 0, most: 0 };
    const works = Array.from({ length: 2 }, () => controlledWork(tally));
    const admitted = works.map(({ work }) => gate.run(work));
    const refusal = await gate.run(() => Promise.resolve('nunca')).catch((error: unknown) => error);
    // Two checks ahead of about 0.3 s each, each resting 0.9 s after.
    expect(refusal).toMatchObject({ retryAfterSeconds: 3 });
    for (const { finish } of works) finish();
    await Promise.all(admitted);
  });

  it('refuses a check that waited its longest for a turn, and lets the next one in', async () => {
    const gate = new PasswordGate({ atOnce: 1, maxWaiting: 2, busyShare: 1, maxWaitMs: 50 });
    const tally = { running: 0, most: 0 };
    const first = controlledWork(tally);
    const running = gate.run(first.work);
    const waited = gate.run(() => Promise.resolve('tarde'));
    await expect(waited).rejects.toMatchObject({ status: 429, message: PASSWORD_WORK_BUSY_MESSAGE });
    first.finish();
    await running;
    expect(await gate.run(() => Promise.resolve('livre'))).toBe('livre');
  });

  it("lets a staff member's work wait for its turn past the waiting line", async () => {
    const gate = new PasswordGate({ atOnce: 1, maxWaiting: 1, busyShare: 1, maxWaitMs: 20 });
    const tally = { running: 0, most: 0 };
    const first = controlledWork(tally);
    const running = gate.run(first.work);
    const patient = [gate.run(() => Promise.resolve('a'), { waits: true }), gate.run(() => Promise.resolve('b'), { waits: true })];
    await sleep(50);
    first.finish();
    expect(await Promise.all([running, ...patient])).toEqual(['feito', 'a', 'b']);
  });

  it("puts a staff member's work before the waiting sign-ins and cuts a resting turn short for it", async () => {
    const gate = new PasswordGate({ atOnce: 1, maxWaiting: 2, busyShare: 0.01, maxWaitMs: 60_000 });
    const order: string[] = [];
    const check = (name: string, ms: number) => async () => {
      order.push(name);
      await sleep(ms);
    };
    // The first check takes 20 ms, so its turn would rest about 2 s before the next sign-in.
    const signIns = [gate.run(check('entrada-1', 20)), gate.run(check('entrada-2', 1)), gate.run(check('entrada-3', 1))];
    await sleep(40);
    const started = performance.now();
    await gate.run(check('senha-da-equipe', 1), { waits: true });
    expect(performance.now() - started).toBeLessThan(500);
    expect(order).toEqual(['entrada-1', 'senha-da-equipe']);
    await Promise.all(signIns);
    expect(order).toEqual(['entrada-1', 'senha-da-equipe', 'entrada-2', 'entrada-3']);
  }, 20_000);
});
