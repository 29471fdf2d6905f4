/** A row of image thumbnails previewed as one group (banner images, detail images). */
import { Image, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ImagePreview } from "@/components/image-preview";

export function ImageList({ urls, namespace }: { urls: unknown; namespace: string }) {
  const { t } = useTranslation();
  const list = Array.isArray(urls) ? urls.filter((url): url is string => typeof url === "string" && url !== "") : [];
  if (list.length === 0) return <>{t(`${namespace}.parts.none`)}</>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {list.map((url) => (
          <ImagePreview key={url} src={url} width={72} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
