import { connect } from 'node:net';
import { createClient } from '@keyv/redis';

/** The Redis the shared-cache tests use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An address where nothing listens: a Redis that is down. */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

/** Whether the test Redis accepts a connection within a second; says so on the console when it does not. */
export async function redisAvailable(): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
  if (!reachable) console.warn(`Redis não responde em ${TEST_REDIS_URL}: os testes do cache compartilhado com Redis foram pulados.`);
  return reachable;
}

/** Prefixes handed out by `uniqueKeyPrefix`, whose keys `dropTestKeys` removes. */
const handedOut: string[] = [];

/** A key prefix no other test run uses. */
export function uniqueKeyPrefix(name: string): string {
  const prefix = `imobiliaria-teste:${name}:${process.pid}:${Date.now()}:${Math.random().toString(36).slice(2, 8)}`;
  handedOut.push(prefix);
  return prefix;
}

/** Removes from the test Redis every key of the prefixes handed out so far (the generations outlive their entries). */
export async function dropTestKeys(): Promise<void> {
  const prefixes = handedOut.splice(0);
  if (prefixes.length === 0) return;
  const client = createClient({ url: TEST_REDIS_URL });
  client.on('error', () => undefined);
  try {
    await client.connect();
    for (const prefix of prefixes) {
      for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
        if (keys.length > 0) await client.del(keys);
      }
    }
    await client.close();
  } catch {
    client.destroy();
  }
}
