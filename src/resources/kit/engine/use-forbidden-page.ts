/**
 * SPEC §6: insufficient permission leads to the 403 page. A page whose own data the server refuses with 403 (its
 * list, its settings, its monitor figures) is such a page: the user is taken to /403 in place of it, rather than left
 * on an empty screen under a toast. An action refused with 403 (a save, a review) keeps its toast and the page.
 */
import { useCallback } from "react";
import { useStableNavigate } from "@/lib/route-hooks";
import { ApiError } from "@/providers/http";

/** A refusal for lack of permission, as the http client (ApiError) or Refine's HttpError (statusCode) carries it. */
export function isForbidden(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 403;
  return typeof error === "object" && error !== null && (error as { statusCode?: unknown }).statusCode === 403;
}

/** A handler for a page load's failure: goes to the 403 page when the failure is a 403; says whether it did. */
export function useForbiddenPage(): (error: unknown) => boolean {
  const navigate = useStableNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isForbidden(error)) return false;
      void navigate("/403", { replace: true });
      return true;
    },
    [navigate],
  );
}
