/** A thumbnail that opens a preview on click; '--' without a source. */
import { Image } from "antd";
import { useTranslation } from "react-i18next";

export interface ImagePreviewProps {
  src: string | null | undefined;
  width?: number;
  alt?: string;
}

export function ImagePreview({ src, width = 48, alt }: ImagePreviewProps) {
  const { t } = useTranslation();
  if (!src) return <>{t("common.empty")}</>;
  return (
    <Image
      src={src}
      width={width}
      alt={alt ?? t("components.image.alt")}
      preview={{ mask: t("components.image.preview") }}
    />
  );
}
