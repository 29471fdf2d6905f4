/**
 * The member a manual balance or points operation moves, shown in its form as the user ID is typed: who it is, the
 * balance now (in the currency chosen, or the points) and after the operation, as the amount is typed. A debit above
 * the balance is flagged here, and the amount's rule refuses it before anything is sent. The member is read from the
 * member list's own call (`/member-info/queryAll` by userId), quietly: when it cannot be read (no access, a back end
 * without it, a fault) the panel says so and the form still works — the server checks the balance itself.
 */
import { userList } from "@contract/members/user-list";
import { Alert, Descriptions, Form, Space, Spin, Typography } from "antd";
import { useEffect, useMemo, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { dictLabel } from "@/components/use-dict";
import { normalisePage, type Endpoint } from "@/providers/endpoint";
import { memberText, useEndpointRead, type FormValues, type FieldDef } from "@/resources/kit";
import {
  LOOKUP_FIELD,
  moveOf,
  showBalance,
  uidOf,
  type BalanceCheck,
  type MemberBalance,
  type MemberLookup,
} from "./balance-check";

const MEMBERS: Endpoint = { ...userList.list, quiet: true };
/** Waits for the typing to pause before asking. */
const LOOKUP_DELAY_MS = 300;
const MEMBER_ID = /^[1-9]\d{0,15}$/;

type Answer = Exclude<MemberLookup, { state: "idle" } | { state: "loading" }>;

/** The member with this ID, read once the typing pauses: idle (no valid ID), loading, found, missing or failed. */
export function useMemberLookup(uid: string): MemberLookup {
  const read = useEndpointRead();
  const valid = MEMBER_ID.test(uid);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!valid) return;
    let live = true;
    const timer = setTimeout(() => {
      read(MEMBERS, { userId: uid, page: 1, pageSize: 1 })
        .then((result) => {
          if (!live) return;
          const member = normalisePage<MemberBalance>(result).data.find((row) => String(row.id) === uid);
          setAnswer(member ? { state: "found", uid, member } : { state: "missing", uid });
        })
        .catch(() => live && setAnswer({ state: "failed", uid }));
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uid, valid, read]);
  return useMemo<MemberLookup>(() => {
    if (!valid) return { state: "idle" };
    return answer?.uid === uid ? answer : { state: "loading", uid };
  }, [valid, answer, uid]);
}

const sameLookup = (a: MemberLookup | undefined, b: MemberLookup) =>
  (a ?? { state: "idle" }).state === b.state && (a && "uid" in a ? a.uid : "") === ("uid" in b ? b.uid : "");

interface Bound {
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function Panel({ check, lookup, values }: { check: BalanceCheck; lookup: MemberLookup; values: FormValues }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) => t(`${check.namespace}.balanceCheck.${key}`, options);
  if (lookup.state === "idle") return <Typography.Text type="secondary">{text("enterUid")}</Typography.Text>;
  if (lookup.state === "loading")
    return (
      <Space>
        <Spin size="small" />
        <Typography.Text type="secondary">{text("loading")}</Typography.Text>
      </Space>
    );
  if (lookup.state === "missing") return <Alert type="warning" showIcon message={text("missing")} />;
  if (lookup.state === "failed") return <Alert type="warning" showIcon message={text("unavailable")} />;
  const { member } = lookup;
  const { before, after } = moveOf(check, values);
  const overdrawn = after !== null && after < 0;
  const currency = check.kind === "money" ? dictLabel("walletType", values.currency) : "";
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      styles={{ label: { whiteSpace: "nowrap", width: 1 } }}
      items={[
        {
          key: "member",
          label: t("fields.member"),
          children: <span data-fact="member">{memberText(member.id, member.realName, member.phone)}</span>,
        },
        {
          key: "before",
          label: text("current", { currency }),
          children: <span data-fact="before">{showBalance(check, before)}</span>,
        },
        {
          key: "after",
          label: text("after"),
          children: (
            <Typography.Text type={overdrawn ? "danger" : undefined} data-fact="after">
              {showBalance(check, after)}
              {overdrawn && ` ${text("overdrawn")}`}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/** The panel as a custom form field: it reads the ID, currency, type and amount typed, and holds the member read. */
function balancePanel(check: BalanceCheck): ComponentType<Bound> {
  return function MemberBalancePanel({ value, onChange }: Bound) {
    const form = Form.useFormInstance();
    const values = (Form.useWatch([], form) ?? {}) as FormValues;
    const lookup = useMemberLookup(uidOf(values));
    const held = value as MemberLookup | undefined;
    useEffect(() => {
      // Held in the form, so the amount's rule and the confirmation see the same balance as the panel.
      if (!sameLookup(held, lookup)) onChange?.(lookup);
    }, [held, lookup, onChange]);
    return (
      // Width 0, stretched to the column: a wide figure wraps inside the panel instead of pushing it under its label.
      <div data-testid="member-balance" style={{ width: 0, minWidth: "100%" }}>
        <Panel check={check} lookup={lookup} values={{ ...values, [LOOKUP_FIELD]: lookup }} />
      </div>
    );
  };
}

/** The panel's field in a screen's field list (after the amount): form only, labelled `<ns>.balanceCheck.label`. */
export function balancePanelField<T>(check: BalanceCheck): FieldDef<T, never> {
  return {
    key: LOOKUP_FIELD,
    column: false,
    form: { kind: "custom", labelKey: `${check.namespace}.balanceCheck.label`, component: balancePanel(check) },
  };
}
