/**
 * An image field (kit part): shows the current image, uploads a new one through `/xboot/upload/file` (SPEC §7.2) and
 * holds its URL. Images only, at most 5 MB; the server's answer (the URL) becomes the value; a failure keeps the old one.
 */
import { session } from "@contract/session";
import { Button, Space, Upload } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { http } from "./http-port";
import { ImagePreview } from "./image-preview";

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageUploadProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

export function ImageUpload({ id, value, onChange, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const url = typeof value === "string" && value ? value : undefined;
  return (
    <Space align="center" id={id}>
      <ImagePreview src={url} width={64} />
      {!disabled && (
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            if (!file.type.startsWith("image/")) notify.error(t("components.upload.notImage"));
            else if (file.size > IMAGE_MAX_BYTES) notify.error(t("components.upload.tooLarge", { max: 5 }));
            else {
              setBusy(true);
              http
                .upload<string>(session.upload.path, file)
                .then((answer) => onChange?.(answer.result ?? undefined))
                // The client has shown the failure; the old image stays.
                .catch(() => undefined)
                .finally(() => setBusy(false));
            }
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {t(url ? "components.upload.replace" : "components.upload.choose")}
          </Button>
        </Upload>
      )}
    </Space>
  );
}
