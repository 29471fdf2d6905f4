/**
 * The http client's wire for tests that run in Node against the contract server (no XMLHttpRequest there): the same
 * contract as src/providers/transport.ts — any status answers, a timeout or a network failure rejects.
 */
import { parseBody, TransportError, type Transport } from "@/providers/transport";

export const fetchTransport: Transport = async (request) => {
  const timeout = request.timeout > 0 ? AbortSignal.timeout(request.timeout) : undefined;
  const signals = [request.signal, timeout].filter((signal): signal is AbortSignal => signal !== undefined);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new TransportError(timeout?.aborted ? "timeout" : "network");
  }
  if (request.blob) return { status: response.status, data: await response.blob() };
  return { status: response.status, data: parseBody(await response.text()) };
};
