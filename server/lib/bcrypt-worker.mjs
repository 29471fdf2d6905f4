// Runs bcrypt (bcryptjs, pure JS) off the main thread for lib/password.ts: one message per job, answered by id.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort?.on('message', (job) => {
  const work = job.op === 'hash' ? bcrypt.hash(job.text, job.rounds) : bcrypt.compare(job.text, job.hash);
  work.then(
    (result) => parentPort?.postMessage({ id: job.id, result }),
    (error) => parentPort?.postMessage({ id: job.id, error: String(error) }),
  );
});
