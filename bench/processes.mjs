/**
 * Child processes of the bench: each spawned in its own process group, with a time limit, and all killed (by
 * their group id) when the bench ends — normally, on an error, or on Ctrl-C.
 */
import { spawn } from "node:child_process";

const children = new Set();

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Spawns a command in its own process group; it is killed at the bench's end. */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Runs a command to completion within `timeoutMs`; resolves to its captured stdout, rejects on failure. */
export function run(command, args, { timeoutMs, env, label = command } = {}) {
  return new Promise((resolve, reject) => {
    const child = start(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      killGroup(child, "SIGKILL");
      reject(new Error(`${label} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else
        reject(new Error(`${label} failed (${signal ?? `exit ${code}`}):\n${(stderr || stdout).trim().slice(-3000)}`));
    });
  });
}

/** Stops one process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(child, graceMs = 3000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every child still running. */
export const stopAll = () => Promise.all([...children].map((child) => stop(child)));

/** Last resort on process exit (synchronous): SIGKILL every group still running. */
export function killAllNow() {
  for (const child of children) killGroup(child, "SIGKILL");
}
