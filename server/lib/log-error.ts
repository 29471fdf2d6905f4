import { shanghaiNow } from './time';

/** Logs an unexpected error with the wall-clock time as one line (name and message, no stack: no log flooding). */
export function logError(where: string, error: unknown): void {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    text = 'unprintable error';
  }
  console.error(`[${shanghaiNow()}] ${where}: ${text.replace(/\s*\n\s*/g, ' | ').slice(0, 500)}`);
}
