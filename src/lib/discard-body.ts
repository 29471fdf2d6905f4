/**
 * Lets go of an answer's body that will not be read (an error status, a call the back end lacks). Left unread, a
 * fetch's body holds its connection — one of the few the browser keeps to the console's host — until it is collected,
 * and the request never ends for the browser.
 */
export function discardBody(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}
