/**
 * An app package URL field (kit part, a form's `custom` component): the URL is typed, or a .apk/.ipa (at most 50 MB)
 * is uploaded through `/xboot/upload/file?kind=package` (SPEC §7.2) and its URL fills the field. The upload shows its
 * progress and the file's name; a failure (e.g. a back end that takes images only) keeps the URL there was, and the
 * field stays typeable.
 */
import { session } from "@contract/session";
import { Button, Flex, Input, Progress, Typography, Upload } from "antd";
import { UploadOutlined } from "@ant-design/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "@/lib/notify";
import { http } from "./http-port";

export const PACKAGE_MAX_MB = 50;
const PACKAGE_NAME = /\.(apk|ipa)$/i;

export interface PackageUploadProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

type Status = { name: string; percent: number; state: "active" | "success" | "exception" };

export function PackageUpload({ id, value, onChange, disabled }: PackageUploadProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | null>(null);
  const busy = status?.state === "active";
  const start = (file: File): void => {
    setStatus({ name: file.name, percent: 0, state: "active" });
    http
      .upload<string>(session.upload.path, file, {
        params: { kind: "package" },
        timeout: 0,
        onUploadProgress: (fraction) =>
          setStatus({ name: file.name, percent: Math.min(99, Math.floor(fraction * 100)), state: "active" }),
      })
      .then((answer) => {
        if (answer.result) onChange?.(answer.result);
        setStatus({ name: file.name, percent: 100, state: "success" });
      })
      // The client has shown the failure; the URL there was stays.
      .catch(() => setStatus({ name: file.name, percent: 100, state: "exception" }));
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8}>
        <Input
          id={id}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={disabled}
          allowClear={!disabled}
          placeholder={t("components.packageUpload.placeholder")}
        />
        {!disabled && (
          <Upload
            accept=".apk,.ipa"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              if (!PACKAGE_NAME.test(file.name)) notify.error(t("components.packageUpload.notPackage"));
              else if (file.size > PACKAGE_MAX_MB * 1024 * 1024)
                notify.error(t("components.packageUpload.tooLarge", { max: PACKAGE_MAX_MB }));
              else start(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {t("components.packageUpload.choose")}
            </Button>
          </Upload>
        )}
      </Flex>
      {status && (
        <div role="status" aria-label={t(`components.packageUpload.${status.state}`, { name: status.name })}>
          <Typography.Text type="secondary" ellipsis>
            {status.name}
          </Typography.Text>
          <Progress percent={status.percent} status={status.state} size="small" />
        </div>
      )}
    </Flex>
  );
}
