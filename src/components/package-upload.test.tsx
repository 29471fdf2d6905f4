import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithI18n } from "../../tests/unit/render-with-i18n";
import { connectHttp, type ComponentsHttp, type UploadExtras } from "./http-port";
import { PackageUpload } from "./package-upload";
import { notify } from "@/lib/notify";

const pick = (container: HTMLElement, file: File): void => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
};

/** A client whose upload waits until the test answers it, reporting progress on the way. */
function fakeClient() {
  const calls: { url: string; extra?: UploadExtras; answer: (url: string | null) => void }[] = [];
  const client: ComponentsHttp = {
    upload: <T,>(url: string, _file: Blob, extra?: UploadExtras) =>
      new Promise<{ result?: T | null }>((resolve, reject) => {
        calls.push({
          url,
          extra,
          answer: (result) => (result ? resolve({ result: result as T }) : reject(new Error("refused"))),
        });
      }),
  };
  connectHttp(client);
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe("PackageUpload", () => {
  it("uploads an .apk as a package, shows its name and progress, and fills the URL", async () => {
    const calls = fakeClient();
    const onChange = vi.fn();
    const { container } = renderWithI18n(<PackageUpload value="https://old.example/a.apk" onChange={onChange} />);
    pick(container, new File(["PK\u0003\u0004"], "shop-1.2.apk"));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe("/xboot/upload/file");
    expect(calls[0]?.extra).toMatchObject({ params: { kind: "package" }, timeout: 0 });
    act(() => calls[0]?.extra?.onUploadProgress?.(0.42));
    expect(screen.getByRole("status", { name: "正在上传 shop-1.2.apk" }).textContent).toContain("42%");
    await act(async () => calls[0]?.answer("/admin-api/xboot/upload/view/abc"));
    expect(onChange).toHaveBeenCalledWith("/admin-api/xboot/upload/view/abc");
    expect(screen.getByRole("status", { name: "shop-1.2.apk 已上传" })).toBeTruthy();
  });

  it("keeps the typed URL when the upload fails, and the URL stays typeable", async () => {
    const calls = fakeClient();
    const onChange = vi.fn();
    const { container } = renderWithI18n(<PackageUpload value="https://old.example/a.apk" onChange={onChange} />);
    pick(container, new File(["PK"], "x.ipa"));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.answer(null));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "x.ipa 上传失败" })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "https://cdn.example/b.apk" } });
    expect(onChange).toHaveBeenCalledWith("https://cdn.example/b.apk");
  });

  it("refuses another file type before sending anything", async () => {
    const calls = fakeClient();
    const error = vi.spyOn(notify, "error").mockImplementation(() => undefined);
    const { container } = renderWithI18n(<PackageUpload />);
    pick(container, new File(["PK"], "x.zip"));
    await waitFor(() => expect(error).toHaveBeenCalledWith("只能上传 .apk 或 .ipa 安装包"));
    expect(calls).toHaveLength(0);
  });
});
