import type { Input } from '../http/input';
import { textField } from './form-input';

/** Long content written in the rich-text editor (HTML). */
export function richText(
  input: Input,
  field: string,
  label: string,
  opts: { required?: boolean } = {},
): string | undefined {
  return textField(input, field, label, { required: opts.required ?? false, max: 50_000 });
}
