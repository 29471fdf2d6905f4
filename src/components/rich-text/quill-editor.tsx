/**
 * Quill 2 (snow theme) as a form control: HTML in (cleaned by DOMPurify) and out. An empty document is '' (so 'required' works); a value set
 * from outside (the edit form's row, a reset) replaces the content, the editor's own changes do not loop back.
 */
import DOMPurify from "dompurify";
import Quill from "quill";
import "quill/dist/quill.snow.css";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { RichTextProps } from "./rich-text-field";
import { editorHtml } from "./editor-html";

/** Headings, emphasis, lists, quote, links and alignment: what notices and news need (no images: upload them first). */
const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ["bold", "italic", "underline", "strike"],
  [{ list: "ordered" }, { list: "bullet" }, "blockquote"],
  ["link", { align: [] }],
  ["clean"],
];

export default function QuillEditor({ value, onChange, disabled, id }: RichTextProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Quill | null>(null);
  const emitted = useRef<string | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const mount = container.appendChild(document.createElement("div"));
    const quill = new Quill(mount, {
      theme: "snow",
      modules: { toolbar: TOOLBAR },
      placeholder: t("components.richText.placeholder"),
    });
    quill.root.setAttribute("aria-label", t("components.richText.label"));
    if (id) quill.root.id = id;
    quill.on("text-change", () => {
      const html = editorHtml(quill.getLength(), quill.getSemanticHTML());
      emitted.current = html;
      change.current?.(html);
    });
    editor.current = quill;
    return () => {
      editor.current = null;
      container.innerHTML = "";
    };
    // The editor is created once; the label and placeholder are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const quill = editor.current;
    const html = typeof value === "string" ? value : "";
    if (!quill || html === emitted.current) return;
    emitted.current = html;
    // Stored HTML is cleaned again before the editor reads it (the server already sanitised it).
    quill.setContents(quill.clipboard.convert({ html: DOMPurify.sanitize(html) }), "silent");
  }, [value]);

  useEffect(() => {
    editor.current?.enable(!disabled);
  }, [disabled]);

  return <div ref={host} data-testid="rich-text" className="rich-text-editor" />;
}
