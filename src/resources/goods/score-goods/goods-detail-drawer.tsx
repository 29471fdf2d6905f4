/**
 * The points-mall goods detail/edit drawer (SPEC §2.6): width 1100, main fields, the price card and one card per
 * SKU. Escape is left to the image preview (it would otherwise close the drawer too). Submit runs the four checks of SPEC §5 in order; a failed save keeps the drawer and every typed value.
 */
import { scoreGoods } from "@contract/goods/score-goods";
import { closeUnlessTyped } from "@/components/confirm-discard";
import { Button, Col, Drawer, Form, Input, Row, Select, Space, Spin } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DigitsInput, type NumericValue } from "@/components/numeric-input";
import { numericMessage } from "@/components/numeric-rules";
import { isDigits } from "@/lib/numeric";
import { notify } from "@/lib/notify";
import { useCall } from "@/resources/kit";
import type { ScoreGoods, ScoreGoodsDetail } from "./types";
import type { ScoreGoodsRow } from "@contract/goods/score-goods";
import {
  buildGoodsUpdate,
  checkGoods,
  goodsNumberProblem,
  GOODS_NAME_MAX,
  SORT_MAX_LENGTH,
  type GoodsNumberProblem,
} from "./goods-rules";
import { useGoodsDetail } from "./use-goods-detail";
import { GoodsPriceCard } from "./goods-price-card";
import { GoodsSkuCards } from "./goods-sku-cards";

export const DRAWER_WIDTH = 1100;

interface Props {
  row: ScoreGoodsRow;
  /** A read-only view (no Submit): not used by the list, whose drawer always opens in edit mode. */
  readOnly?: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function GoodsDetailDrawer({ row, readOnly = false, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const call = useCall();
  const { loading, categories, detail } = useGoodsDetail(row);
  const [draft, setDraft] = useState<ScoreGoodsDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const current = draft ?? detail;
  const goods = current?.scoreGoods;

  const numberMessage = ({ field, problem }: GoodsNumberProblem) => {
    const label = t(`scoreGoods.drawer.${field}`);
    return problem === "digits" ? t("common.validation.digits", { label }) : numericMessage(problem, label, t);
  };
  const setGoods = (patch: Partial<ScoreGoods>) =>
    current && setDraft({ ...current, scoreGoods: { ...current.scoreGoods, ...patch } });
  const setSkuPrice = (index: number, scorePrice: NumericValue) =>
    current &&
    setDraft({
      ...current,
      scoreGoodsStockList: current.scoreGoodsStockList.map((sku, i) => (i === index ? { ...sku, scorePrice } : sku)),
    });

  const submit = async () => {
    if (!current) return;
    const failed = checkGoods(current);
    if (failed) {
      notify.error(t(`scoreGoods.validation.${failed}`));
      return;
    }
    // Then what was typed and cannot be saved as typed (a price below 0 or not whole, a sort with a letter).
    const invalid = goodsNumberProblem(current);
    if (invalid) {
      notify.error(numberMessage(invalid));
      return;
    }
    setBusy(true);
    const done = await call({ endpoint: scoreGoods.update, payload: buildGoodsUpdate(current), onDone: onSaved });
    setBusy(false);
    if (done) onClose();
  };

  const footer = (
    <Space style={{ display: "flex", justifyContent: "flex-end" }}>
      <Button onClick={onClose} data-action="drawer-cancel">
        {t(readOnly ? "common.actions.close" : "common.actions.cancel")}
      </Button>
      {!readOnly && (
        <Button
          type="primary"
          loading={busy}
          disabled={!current}
          onClick={() => void submit()}
          data-action="drawer-submit"
        >
          {t("common.actions.submit")}
        </Button>
      )}
    </Space>
  );

  return (
    <Drawer
      open
      title={t("scoreGoods.drawer.title")}
      width={DRAWER_WIDTH}
      // Esc and the close icon ask before dropping what was changed.
      onClose={() => closeUnlessTyped(draft !== null, onClose)}
      maskClosable={false}
      destroyOnHidden
      footer={footer}
      data-testid="goods-drawer"
    >
      <Spin spinning={loading}>
        {goods && current && (
          <>
            <Form layout="horizontal" labelCol={{ flex: "96px" }} wrapperCol={{ flex: 1 }} disabled={readOnly}>
              <Row gutter={24}>
                <Col span={12}>
                  <Form.Item label={t("scoreGoods.drawer.goodsId")}>
                    <span data-testid="goods-id">{goods.goodsId || t("common.empty")}</span>
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item label={t("scoreGoods.drawer.goodsName")} htmlFor="drawer-goodsName" required>
                    <Input
                      id="drawer-goodsName"
                      value={goods.goodsName ?? ""}
                      maxLength={GOODS_NAME_MAX}
                      placeholder={t("scoreGoods.drawer.goodsNamePlaceholder")}
                      onChange={(event) => setGoods({ goodsName: event.target.value })}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item label={t("scoreGoods.drawer.category")} htmlFor="drawer-categoryId" required>
                    <Select<number>
                      id="drawer-categoryId"
                      value={goods.categoryId ?? undefined}
                      allowClear
                      placeholder={t("scoreGoods.drawer.categoryPlaceholder")}
                      options={categories.map((category) => ({ value: category.id, label: category.categoryName }))}
                      onChange={(value) => setGoods({ categoryId: value ?? null })}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    label={t("scoreGoods.drawer.sort")}
                    htmlFor="drawer-sort"
                    required
                    validateStatus={isDigits(goods.sort) ? undefined : "error"}
                    help={
                      isDigits(goods.sort)
                        ? undefined
                        : t("common.validation.digits", { label: t("scoreGoods.drawer.sort") })
                    }
                  >
                    <DigitsInput
                      id="drawer-sort"
                      value={goods.sort}
                      maxLength={SORT_MAX_LENGTH}
                      placeholder={t("scoreGoods.drawer.sortPlaceholder")}
                      onChange={(sort) => setGoods({ sort })}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Form>
            <GoodsPriceCard goods={goods} readOnly={readOnly} onScorePrice={(scorePrice) => setGoods({ scorePrice })} />
            <GoodsSkuCards skus={current.scoreGoodsStockList} readOnly={readOnly} onScorePrice={setSkuPrice} />
          </>
        )}
      </Spin>
    </Drawer>
  );
}
