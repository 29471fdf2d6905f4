/** The editor's HTML as the form value: '' for an empty document (Quill keeps one newline), else its HTML. */
export function editorHtml(length: number, html: string): string {
  return length <= 1 ? "" : html;
}
