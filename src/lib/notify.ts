/**
 * One way to show a toast from anywhere (providers included). The shell registers antd's contextual
 * message API at start-up so toasts follow the theme; until then antd's static API is used.
 */
import { message as staticMessage } from "antd";
import type { MessageInstance } from "antd/es/message/interface";

let api: Pick<MessageInstance, "success" | "error" | "warning" | "info"> = staticMessage;

export function registerMessageApi(instance: MessageInstance): void {
  api = instance;
}

export const notify = {
  success: (text: string) => void api.success(text),
  error: (text: string) => void api.error(text),
  warning: (text: string) => void api.warning(text),
  info: (text: string) => void api.info(text),
};
