/** `{pending: true, approvalId}`: the server's answer when a money operation waits for a second staff user. */
export const isPendingApproval = (result: unknown): boolean =>
  typeof result === "object" && result !== null && (result as { pending?: unknown }).pending === true;
