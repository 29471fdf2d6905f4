/**
 * The rich-text form control (kit part, `kind: "custom"`): the editor is its own chunk, loaded only when a form with
 * long content opens (notices, shop news). The server sanitises what it stores and what it lists.
 */
import { Skeleton } from "antd";
import { lazy, Suspense } from "react";

export interface RichTextProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
}

const QuillEditor = lazy(() => import("./quill-editor"));

export function RichTextField(props: RichTextProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <QuillEditor {...props} />
    </Suspense>
  );
}
