// Runs bcrypt (bcryptjs, pure JS) off the main thread for lib/password.ts: one message per job, answered by id.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

// On Linux a nice value is per thread, and pid 0 means this thread: hashing yields the CPU to the API (requests
// and the database) when both want it, so a wave of logins waits longer instead of slowing every list. Elsewhere,
// or without the right, the thread keeps the process's priority.
try {
  setPriority(0, workerData?.nice ?? 10);
} catch {
  // not permitted here: hashing runs at the process's priority
}

parentPort?.on('message', (job) => {
  const work = job.op === 'hash' ? bcrypt.hash(job.text, job.rounds) : bcrypt.compare(job.text, job.hash);
  work.then(
    (result) => parentPort?.postMessage({ id: job.id, result }),
    (error) => parentPort?.postMessage({ id: job.id, error: String(error) }),
  );
});
