/**
 * Own profile: nickname, avatar, email, mobile, gender, description; saved with POST /xboot/user/edit (form). The
 * avatar is uploaded through /xboot/upload/file (SPEC §7.2, the kit's ImageUpload) and saved as the URL it answers.
 */
import { session } from "@contract/session";
import { Button, Form, Input, Radio } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "@/providers/http-instance";
import { notify } from "@/lib/notify";
import { ImageUpload } from "@/components/image-upload";
import { useMenu } from "@/providers/session/menu-store";
import type { UserInfo } from "@/providers/auth-provider";

interface ProfileValues {
  nickname: string;
  avatar?: string;
  email?: string;
  mobile?: string;
  sex?: string;
  description?: string;
}

const SEXES = ["0", "1", "2"] as const;

export function ProfileTab({ user, onSaved }: { user: UserInfo; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  // The server accepts uploads only from a user who may add or edit something (docs/security.md, "Uploads").
  const mayUpload = useMenu().pages.some((page) => page.permTypes.some((type) => type === "add" || type === "edit"));
  const [form] = Form.useForm<ProfileValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    form.setFieldsValue({
      nickname: user.nickname ?? "",
      avatar: user.avatar ?? "",
      email: user.email ?? "",
      mobile: user.mobile ?? "",
      sex: user.sex == null ? "0" : String(user.sex),
      description: user.description ?? "",
    });
  }, [form, user]);
  const save = async (values: ProfileValues) => {
    setBusy(true);
    try {
      await http.postForm(session.editSelf.path, { ...values });
      notify.success(t("common.messages.operationSucceeded"));
      await onSaved();
    } catch {
      // The server's message is already shown; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(values) => void save(values)}
      data-testid="profile-form"
    >
      <Form.Item
        name="nickname"
        label={t("ownspace.fields.nickname")}
        rules={[
          { required: true, whitespace: true, message: t("ownspace.rules.nicknameRequired") },
          { max: 20, message: t("ownspace.rules.nicknameMax") },
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="avatar"
        label={t("ownspace.fields.avatar")}
        extra={mayUpload ? undefined : t("ownspace.avatarReadOnly")}
      >
        <ImageUpload disabled={!mayUpload} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t("ownspace.fields.email")}
        rules={[{ type: "email", message: t("ownspace.rules.email") }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t("ownspace.fields.mobile")}
        rules={[{ pattern: /^\+?[\d-]{5,20}$/, message: t("ownspace.rules.mobile") }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="sex" label={t("ownspace.fields.sex")}>
        <Radio.Group options={SEXES.map((value) => ({ value, label: t(`ownspace.sex.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t("ownspace.fields.description")}
        rules={[{ max: 255, message: t("ownspace.rules.descriptionMax") }]}
      >
        <Input.TextArea rows={3} maxLength={255} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="profile-save">
        {t("common.actions.save")}
      </Button>
    </Form>
  );
}
