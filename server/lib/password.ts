import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

type Job = { op: 'hash'; text: string; rounds: number } | { op: 'compare'; text: string; hash: string };
interface Answer {
  id: number;
  result?: string | boolean;
  error?: string;
}
interface Pending {
  worker: Worker;
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

/**
 * Cost of new hashes (env BCRYPT_ROUNDS, 4–15, default 10); the seed uses the same, so a dummy check costs what a
 * real one does. The server tests run at 4 (vitest.config.ts): they count checks, they do not time them.
 */
export const BCRYPT_ROUNDS = bcryptRounds(process.env.BCRYPT_ROUNDS);

export function bcryptRounds(value: string | undefined): number {
  const rounds = Number(value ?? 10);
  return Number.isInteger(rounds) && rounds >= 4 && rounds <= 15 ? rounds : 10;
}

/** A valid bcrypt hash of a random string: unknown usernames are checked against it (same work, same timing). */
export const DUMMY_HASH =
  BCRYPT_ROUNDS === 10
    ? '$2b$10$BgBpxyq2.zAd31YMvXtRyuISmtUaiWMhkeKwdsBsIgEfPyhltrgDW'
    : bcrypt.hashSync(randomBytes(16).toString('hex'), BCRYPT_ROUNDS);

/** The hashing thread's nice value (env PASSWORD_WORKER_NICE, 0–19, default 10): logins yield to the API. */
export function workerNice(): number {
  const value = Number(process.env.PASSWORD_WORKER_NICE ?? 10);
  return Number.isInteger(value) && value >= 0 && value <= 19 ? value : 10;
}

const POOL_SIZE = Math.min(2, Math.max(1, availableParallelism() - 1));
const workers: Worker[] = [];
const pending = new Map<number, Pending>();
let nextId = 1;
let nextWorker = 0;
let checks = 0;

function spawn(): Worker {
  const worker = new Worker(new URL('./bcrypt-worker.mjs', import.meta.url), { workerData: { nice: workerNice() } });
  worker.unref();
  worker.on('message', (answer: Answer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if (answer.error !== undefined || answer.result === undefined)
      job.reject(new Error(answer.error ?? 'bcrypt failed'));
    else job.resolve(answer.result);
  });
  const retire = (): void => {
    // A dead worker is replaced on the next job; its jobs fail (the caller's request answers a generic error).
    const index = workers.indexOf(worker);
    if (index >= 0) workers.splice(index, 1);
    for (const [id, job] of pending) {
      if (job.worker !== worker) continue;
      pending.delete(id);
      job.reject(new Error('password worker stopped'));
    }
  };
  worker.on('error', retire);
  worker.on('exit', retire);
  return worker;
}

function run(job: Job): Promise<string | boolean> {
  while (workers.length < POOL_SIZE) workers.push(spawn());
  const worker = workers[nextWorker++ % workers.length];
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { worker, resolve, reject });
    worker.postMessage({ id, ...job });
  });
}

/** bcrypt hash, computed on the worker pool (the event loop keeps serving other requests). */
export async function hashPassword(text: string): Promise<string> {
  return String(await run({ op: 'hash', text, rounds: BCRYPT_ROUNDS }));
}

/** bcrypt check on the worker pool; `hash` undefined (unknown user) spends the same work on a dummy hash. */
export async function verifyPassword(text: string, hash: string | undefined): Promise<boolean> {
  checks += 1;
  const matched = (await run({ op: 'compare', text, hash: hash ?? DUMMY_HASH })) === true;
  return matched && hash !== undefined;
}

/** How many password checks ran in this process (tests count them). */
export function passwordChecks(): number {
  return checks;
}
