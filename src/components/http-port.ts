/**
 * The file upload the components layer makes (SPEC §7.2 upload URL: the image field, the app package field).
 * Components sit below the providers layer (see eslint.config.js), so they do not import its http client; the client
 * plugs itself in here when it is created (src/providers/http-instance.ts), and a call before that fails.
 * Dictionaries come through their own source (dict-store.ts).
 */
/** An upload's query (e.g. `kind`), timeout in ms (0: none) and progress (0–1). */
export interface UploadExtras {
  params?: Record<string, unknown>;
  timeout?: number;
  onUploadProgress?: (fraction: number) => void;
}

export interface ComponentsHttp {
  upload<T>(url: string, file: Blob, extra?: UploadExtras): Promise<{ result?: T | null }>;
}

let client: ComponentsHttp | null = null;

export function connectHttp(next: ComponentsHttp): void {
  client = next;
}

export const http: ComponentsHttp = {
  upload: <T>(url: string, file: Blob, extra?: UploadExtras) =>
    client ? client.upload<T>(url, file, extra) : Promise.reject(new Error(`No http client connected for ${url}`)),
};
