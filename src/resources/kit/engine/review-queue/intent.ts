/**
 * A review dialog that holds both decisions (a recharge's, a money change's) opened from the review queue by a key:
 * A asks it to start at approving, R at rejecting (docs/review-queue.md, "Keys"). The queue says which just before
 * it clicks the dialog's button; the dialog takes it once as it opens (a click by mouse finds none).
 */
export type ReviewIntent = "approve" | "reject";

let asked: ReviewIntent | null = null;

export function askReviewIntent(intent: ReviewIntent | null): void {
  asked = intent;
}

/** The decision the dialog opening now was asked to start at, once; null when opened by a click. */
export function takeReviewIntent(): ReviewIntent | null {
  const intent = asked;
  asked = null;
  return intent;
}
