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

interface BodyProps {
  /** The confirmation's own words (the spec's, where it quotes them). */
  text: ReactNode;
  /** A second, quieter line that adds to the text and never replaces it; empty shows nothing. */
  detail?: ReactNode;
  facts?: readonly ConfirmFact[];
  t: Translate;
}

/** A confirmation's body: its text, then its detail line and its facts when it has them. */
export function ConfirmBody({ text, detail, facts, t }: BodyProps) {
  if (!facts?.length && !detail) return <span data-testid="confirm-text">{text}</span>;
  return (
    <>
      <Typography.Paragraph data-testid="confirm-text">{text}</Typography.Paragraph>
      {detail ? (
        <Typography.Paragraph type="secondary" data-testid="confirm-detail">
          {detail}
        </Typography.Paragraph>
      ) : null}
      {facts?.length ? <ConfirmFacts facts={facts} t={t} /> : null}
    </>
  );
}
