/**
 * Runs a declared endpoint through the dataProvider (one way to call the server from a screen), with the
 * '温馨提示' confirmation when asked, the success toast, and a reload. Errors are already shown by the client; a call
 * the back end does not offer (404) says so, and its actions are no longer offered (absent-calls.ts).
 */
import { useDataProvider } from "@refinedev/core";
import { createElement, Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Endpoint } from "@/providers/endpoint";
import { isAbsent, type Params } from "@/providers/http";
import { notify } from "@/lib/notify";
import { ConfirmBody } from "./confirm-facts";
import { ConfirmPresence } from "./review-presence";
import { isPendingApproval } from "./pending-approval";
import { markAbsent } from "./absent-calls";
import type { ConfirmSpec } from "./types";

export interface CallOptions {
  endpoint: Endpoint;
  payload: Params;
  confirm?: ConfirmSpec;
  successKey?: string;
  /** Interpolation values of the success toast, from the call's result (e.g. how many were sent). */
  successValues?: (result: unknown) => Record<string, unknown>;
  onDone?: () => void;
  /** A review's confirmation: it holds row `id` of `page` while open and says who else is reviewing it. */
  presence?: { page: string; id: unknown };
  /** What the call answered, once it succeeded (before the reload). */
  onResult?: (result: unknown) => void;
}

export { isPendingApproval };

export function useCall() {
  const dataProvider = useDataProvider();
  const { t } = useTranslation();

  const send = async ({ endpoint, payload, successKey, successValues, onDone, onResult }: CallOptions) => {
    let result: unknown;
    try {
      result = (
        await dataProvider().custom?.({
          url: endpoint.path,
          method: endpoint.style === "query" ? "get" : "post",
          payload,
          meta: { endpoint: { ...endpoint, optional: true } },
        })
      )?.data;
    } catch (error) {
      if (isAbsent(error)) {
        markAbsent(endpoint.path);
        notify.warning(t("common.messages.notOffered"));
      }
      return false;
    }
    // Four-eyes (docs/audit-trail.md): above the threshold the server records a request and moves nothing yet.
    if (isPendingApproval(result)) notify.warning(t("common.messages.pendingApproval"));
    else notify.success(t(successKey ?? "common.messages.operationSucceeded", successValues?.(result) ?? {}));
    onResult?.(result);
    onDone?.();
    return true;
  };

  return (options: CallOptions): Promise<boolean> => {
    if (!options.confirm) return send(options);
    const { titleKey, textKey, detailKey, values, facts } = options.confirm;
    return new Promise((resolve) => {
      notify.confirm({
        title: t(titleKey ?? "common.confirmTitle", values ?? {}),
        content: createElement(
          Fragment,
          null,
          options.presence ? createElement(ConfirmPresence, options.presence) : null,
          createElement(ConfirmBody, {
            text: t(textKey, values ?? {}),
            detail: detailKey ? t(detailKey, values ?? {}) : undefined,
            facts,
            t: (key) => t(key),
          }),
        ),
        // Wide enough for a wallet address on one line beside its label.
        ...(facts?.length ? { width: 560 } : {}),
        okText: t("common.actions.confirm"),
        cancelText: t("common.actions.cancel"),
        onOk: async () => resolve(await send(options)),
        onCancel: () => resolve(false),
      });
    });
  };
}
