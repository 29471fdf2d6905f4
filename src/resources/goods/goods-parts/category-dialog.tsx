/**
 * The select-type and select-product dialogs of the category lists (SPEC §2.3): put goods into a category with
 * `productCategoryList.setGoodsCategory`. Select type moves the selected rows; select product picks goods in the dialog.
 */
import { Button, Form, Modal, Select, Typography } from "antd";
import { useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { productCategoryList } from "@contract/goods/product-category-list";
import { useCall, useRemoteOptions, type OptionsSource, type ToolbarItem, type ToolbarProps } from "@/resources/kit";
import { POINTS_CATEGORIES, PRODUCT_CATEGORIES } from "./sources";

interface DialogSpec {
  namespace: string;
  /** 1 product categories (platform goods), 2 points categories (points-mall goods). */
  type: 1 | 2;
  /** Select product: the goods to pick from; without it the dialog moves the selected rows (select type). */
  goods?: OptionsSource;
}

interface Values {
  categoryId?: number;
  goodsIds?: number[];
}

function dialog<T extends { id: number }>(spec: DialogSpec): ComponentType<ToolbarProps<T>> {
  const categories = spec.type === 1 ? PRODUCT_CATEGORIES : POINTS_CATEGORIES;
  const key = spec.goods ? "selectProduct" : "selectType";
  return function CategoryDialog({ selected = [], context }) {
    const { t } = useTranslation();
    const call = useCall();
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const [form] = Form.useForm<Values>();
    const text = (name: string, values?: Record<string, unknown>) =>
      t(`${spec.namespace}.parts.category.${name}`, values);
    const submit = async (values: Values) => {
      const goodsIds = spec.goods ? (values.goodsIds ?? []) : selected.map((row) => row.id);
      setBusy(true);
      const done = await call({
        endpoint: productCategoryList.setGoodsCategory,
        payload: { type: spec.type, categoryId: values.categoryId ?? null, goodsIds },
        onDone: context.reload,
      });
      setBusy(false);
      if (done) setOpen(false);
    };
    return (
      <>
        <Button data-action={key} disabled={!spec.goods && selected.length === 0} onClick={() => setOpen(true)}>
          {text(key)}
        </Button>
        <Modal
          open={open}
          title={text(spec.goods ? "productTitle" : "title")}
          maskClosable={false}
          destroyOnHidden
          confirmLoading={busy}
          okText={t("common.actions.submit")}
          cancelText={t("common.actions.cancel")}
          onOk={() => form.submit()}
          onCancel={() => setOpen(false)}
        >
          <Form form={form} layout="vertical" preserve={false} onFinish={(values) => void submit(values)}>
            {!spec.goods && (
              <Typography.Paragraph>{text("selectedCount", { count: selected.length })}</Typography.Paragraph>
            )}
            <Form.Item
              name="categoryId"
              label={text("category")}
              rules={[{ required: true, message: text("categoryRequired") }]}
            >
              <RemoteSelect source={categories} />
            </Form.Item>
            {spec.goods && (
              <Form.Item
                name="goodsIds"
                label={text("goods")}
                rules={[{ required: true, message: text("goodsRequired") }]}
              >
                <RemoteSelect source={spec.goods} multiple />
              </Form.Item>
            )}
          </Form>
        </Modal>
      </>
    );
  };
}

function RemoteSelect({ source, multiple, ...bound }: { source: OptionsSource; multiple?: boolean; id?: string }) {
  const { t } = useTranslation();
  const { options, loading } = useRemoteOptions(source);
  return (
    <Select
      {...bound}
      mode={multiple ? "multiple" : undefined}
      showSearch
      allowClear
      optionFilterProp="label"
      loading={loading}
      options={options}
      placeholder={t("common.placeholder.select")}
    />
  );
}

/** Select type: moves the selected rows into a category (a batch action, guarded by 'edit'). */
export function selectTypeDialog<T extends { id: number }>(namespace: string, type: 1 | 2): ToolbarItem<T> {
  return { key: "selectType", permType: "edit", component: dialog<T>({ namespace, type }) };
}

/** Select product: picks goods in the dialog and puts them into a category (toolbar, guarded by 'edit'). */
export function selectProductDialog<T extends { id: number }>(
  namespace: string,
  type: 1 | 2,
  goods: OptionsSource,
): ToolbarItem<T> {
  return { key: "selectProduct", permType: "edit", component: dialog<T>({ namespace, type, goods }) };
}
