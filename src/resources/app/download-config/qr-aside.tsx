/** Beside the download settings: the QR code of the download page URL as typed, and the link itself. */
import { Card, Empty, Typography } from "antd";
import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "react-i18next";

const SHOWABLE = /^(https?:\/\/|\/(?!\/))\S+$/;

export function QrAside({ values }: { values: Record<string, unknown> }) {
  const { t } = useTranslation();
  const url = typeof values.downloadUrl === "string" ? values.downloadUrl.trim() : "";
  // A path is shown as the address members would open on this site.
  const absolute = url.startsWith("/") ? `${window.location.origin}${url}` : url;
  return (
    <Card size="small" title={t("downloadConfig.qr.title")} data-testid="download-qr">
      {SHOWABLE.test(url) ? (
        <div style={{ textAlign: "center" }}>
          <QRCodeSVG value={absolute} size={200} marginSize={2} title={t("downloadConfig.qr.alt")} />
          <Typography.Paragraph copyable={{ text: absolute }} style={{ marginTop: 12, wordBreak: "break-all" }}>
            {absolute}
          </Typography.Paragraph>
        </div>
      ) : (
        <Empty description={t("downloadConfig.qr.empty")} />
      )}
    </Card>
  );
}
