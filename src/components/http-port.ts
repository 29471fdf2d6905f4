/**
 * The server calls the components layer makes: a dictionary by type (SPEC §2.13) and a file upload (SPEC §7.2,
 * the image field). Components sit below the
 * providers layer (see eslint.config.js), so they do not import its http client; the client plugs itself in here
 * when it is created (src/providers/http-instance.ts), and a call before that fails.
 */
export interface ComponentsHttp {
  get<T>(url: string): Promise<{ result?: T | null }>;
  upload<T>(url: string, file: Blob): Promise<{ result?: T | null }>;
}

let client: ComponentsHttp | null = null;

export function connectHttp(next: ComponentsHttp): void {
  client = next;
}

const missing = (url: string) => Promise.reject(new Error(`No http client connected for ${url}`));

export const http: ComponentsHttp = {
  get: <T>(url: string) => (client ? client.get<T>(url) : missing(url)),
  upload: <T>(url: string, file: Blob) => (client ? client.upload<T>(url, file) : missing(url)),
};
