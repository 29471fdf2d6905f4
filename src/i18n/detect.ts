/** SPEC §1: the stored choice, else the browser language when zh-CN or en-US, else zh-CN. */
export const LANGUAGES = ["zh-CN", "en-US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh-CN";

export function asLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  return LANGUAGES.find((lang) => lang.toLowerCase() === value.toLowerCase()) ?? null;
}

export function detectLanguage(stored: string | null, browser: string | null | undefined): Language {
  return asLanguage(stored) ?? asLanguage(browser) ?? DEFAULT_LANGUAGE;
}
