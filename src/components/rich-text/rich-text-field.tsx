/**
 * The rich-text form control (kit part, `kind: "custom"`): the editor is its own chunk, loaded only when a form with
 * long content opens (notices, shop news). The server sanitises what it stores and what it lists. When the editor's
 * code does not load (failed, or past SPEC §9's chunk timeout), that is the page's failure: the page area's reload
 * offer (its chunk error boundary), the menus staying.
 */
import { Skeleton } from "antd";
import { Suspense } from "react";
import { lazyPage } from "@/lib/chunk-timeout";

export interface RichTextProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
}

const QuillEditor = lazyPage(() => import("./quill-editor"));

export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
