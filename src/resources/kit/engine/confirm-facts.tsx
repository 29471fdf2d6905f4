/**
 * The facts a confirmation lists under its text (ConfirmSpec.facts): a money confirmation shows what moves — member,
 * currency, amount, address — so the click that moves it is made on what was read, not on a row remembered.
 */
import { Descriptions, Typography } from "antd";
import type { ReactNode } from "react";
import type { ConfirmFact } from "./types";

type Translate = (key: string | string[]) => string;

export function ConfirmFacts({ facts, t }: { facts: readonly ConfirmFact[]; t: Translate }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="confirm-facts"
      styles={{ label: { whiteSpace: "nowrap", width: 1 } }}
      items={facts.map((fact) => ({
        key: fact.key,
        label: t([...(typeof fact.labelKey === "string" ? [fact.labelKey] : fact.labelKey)]),
        children: (
          <span data-fact={fact.key} style={{ overflowWrap: "anywhere" }}>
            {fact.valueKey ? t(fact.valueKey) : fact.value}
          </span>
        ),
      }))}
    />
  );
}

/** A confirmation's body: its text, then its facts when it has some. */
export function ConfirmBody({ text, facts, t }: { text: ReactNode; facts?: readonly ConfirmFact[]; t: Translate }) {
  if (!facts?.length) return <>{text}</>;
  return (
    <>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <ConfirmFacts facts={facts} t={t} />
    </>
  );
}
