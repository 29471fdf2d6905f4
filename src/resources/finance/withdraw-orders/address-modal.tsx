/**
 * 'View' wallet address: a modal with the address and a 300 px QR code; only with a cardNo on a real account. An
 * address the back end masked shows no QR code, a note instead (a code of it would pay no one, or someone else).
 */
import { Button, Modal, Typography } from "antd";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasMaskedValue, isYes } from "@/resources/kit";
import type { WithdrawOrder } from "@contract/finance/withdraw-orders";

export const QR_SIZE = 300;

const isMasked = (address: string): boolean => hasMaskedValue({ address });

export function AddressButton({ row }: { row: WithdrawOrder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!row.cardNo || isYes(row.isTest)) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-action="view-address">
        {t("withdrawOrders.actions.view")}
      </Button>
      {open && (
        <Modal
          open
          title={t("withdrawOrders.addressModal.title")}
          onCancel={() => setOpen(false)}
          footer={<Button onClick={() => setOpen(false)}>{t("common.actions.close")}</Button>}
        >
          <Typography.Paragraph copyable={{ text: row.cardNo }}>
            {t("withdrawOrders.addressModal.address", { address: row.cardNo })}
          </Typography.Paragraph>
          {/* A masked address (personal data, docs/security.md) is no address to pay: no QR code for it. */}
          {isMasked(row.cardNo) ? (
            <Typography.Paragraph type="secondary" data-testid="address-masked">
              {t("personal.maskedAddress")}
            </Typography.Paragraph>
          ) : (
            <div style={{ display: "flex", justifyContent: "center" }} data-testid="address-qr">
              <QRCodeSVG value={row.cardNo} size={QR_SIZE} />
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
