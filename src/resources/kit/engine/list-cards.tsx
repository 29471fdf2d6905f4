/**
 * The list as cards on a phone (below 768 px): each row a card with its title fields (the screen's `card.title`, else
 * the first visible columns), the rest folded behind "More", the row's actions as buttons at its foot, a checkbox
 * when the list has batch actions, and "Load more" instead of pages. The cells are the table's own (the same
 * columns, the user's column settings applied), so a card shows exactly what a row shows.
 */
import type { Key, ReactNode } from "react";
import { memo, useEffect, useRef, useState } from "react";
import { Button, Checkbox, Empty, Spin } from "antd";
import type { ColumnGroupType, ColumnType } from "antd/es/table";
import type { TableRowSelection } from "antd/es/table/interface";
import { useTranslation } from "react-i18next";
import { formatMoney, sumBy } from "@contract/money";
import { cardFields } from "./card-fields";
import type { ResourceDefinition } from "./types";
import { ACTIONS_KEY } from "./use-list-columns";

type AnyColumn<T> = ColumnType<T> | ColumnGroupType<T>;

interface CardColumn<T> {
  key: string;
  title: ReactNode;
  kind?: ResourceDefinition<T>["columns"][number]["kind"];
  column: ColumnType<T>;
}

/** The table's leaf columns (a grouped header's children), less the action column. */
function leaves<T>(columns: readonly AnyColumn<T>[], definition: ResourceDefinition<T>): CardColumn<T>[] {
  return columns.flatMap((column): CardColumn<T>[] =>
    "children" in column
      ? leaves(column.children, definition)
      : column.key === ACTIONS_KEY
        ? []
        : [
            {
              key: String(column.key),
              title: column.title as ReactNode,
              kind: definition.columns.find((def) => def.key === column.key)?.kind,
              column,
            },
          ],
  );
}

const cell = <T,>(field: CardColumn<T>, row: T, index: number): ReactNode =>
  field.column.render?.((row as Record<string, unknown>)[field.key], row, index) as ReactNode;

function Fields<T>({ fields, row, index }: { fields: readonly CardColumn<T>[]; row: T; index: number }) {
  return (
    <dl className="list-card-fields">
      {fields.map((field) => (
        <div key={field.key} style={{ display: "contents" }}>
          <dt>{field.title}</dt>
          <dd data-col={field.key}>{cell(field, row, index)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface CardProps<T> {
  row: T;
  index: number;
  rowKey: Key;
  title: readonly CardColumn<T>[];
  folded: readonly CardColumn<T>[];
  actions?: ColumnType<T>;
  selection?: TableRowSelection<T>;
  onSelect: (row: T, checked: boolean) => void;
}

function ListCard<T>({ row, index, rowKey, title, folded, actions, selection, onSelect }: CardProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const checkbox = selection?.getCheckboxProps?.(row);
  const action = actions?.render?.(undefined, row, index) as ReactNode;
  return (
    <article
      className={selection ? "list-card list-card-selecting" : "list-card"}
      data-testid="list-card"
      data-row-key={String(rowKey)}
    >
      <div className="list-card-head">
        {selection && (
          <Checkbox
            checked={selection.selectedRowKeys?.includes(rowKey) ?? false}
            disabled={checkbox?.disabled}
            aria-label={t("common.selectRow")}
            onChange={(event) => onSelect(row, event.target.checked)}
            style={{ padding: 12, margin: -12, marginInlineEnd: 0 }}
          />
        )}
        <Fields fields={title} row={row} index={index} />
      </div>
      {open && (
        <div className="list-card-rest" style={{ marginTop: 4 }} data-testid="list-card-rest">
          <Fields fields={folded} row={row} index={index} />
        </div>
      )}
      {(folded.length > 0 || action) && (
        <div className="list-card-foot">
          {action}
          {folded.length > 0 && (
            <Button
              type="text"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              style={{ marginInlineStart: "auto" }}
              data-testid="list-card-more"
            >
              {open ? t("phone.less") : t("phone.more")}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

export interface ListCardsProps<T> {
  definition: ResourceDefinition<T>;
  columns: readonly AnyColumn<T>[];
  rows: readonly T[];
  selection?: TableRowSelection<T>;
  loading: boolean;
  total: number;
  /** Asks for more rows; absent when every row is shown. */
  onLoadMore?: () => void;
  /** What an empty list says (default: antd's "No data"). */
  emptyText?: ReactNode;
}

/**
 * Cards added each time the end of the drawn ones nears the screen, when a page brings more than twice as many (a
 * page of 1,000 opened by its address): a phone drew 1,000 cards in 12–19 s. "Load more"'s pages stay below that and
 * are drawn whole.
 */
export const CARDS_DRAWN = 60;

/**
 * Cards drawn first on such a page: two screens of a phone and more (a card is 120 px or taller), so the first screen
 * does not wait for 60. The sentinel adds the next CARDS_DRAWN as the end nears.
 */
export const CARDS_FIRST = 15;

/**
 * How many of `count` cards to draw: all, or CARDS_FIRST, then CARDS_DRAWN more each time the returned sentinel nears
 * the screen; from CARDS_FIRST again when the first row changes (another page, filter or order).
 */
function useDrawnCards(count: number, first: Key | undefined) {
  const [drawn, setDrawn] = useState(CARDS_FIRST);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => setDrawn(CARDS_FIRST), [first]);
  const windowed = count > CARDS_DRAWN * 2 && drawn < count;
  useEffect(() => {
    const element = sentinel.current;
    if (!windowed || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setDrawn((previous) => previous + CARDS_DRAWN);
      },
      { rootMargin: "1200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [windowed, drawn]);
  return { shown: windowed ? drawn : count, sentinel: windowed ? sentinel : undefined };
}

function ListCardsView<T>(props: ListCardsProps<T>) {
  const { definition, columns, rows, selection, loading, total, onLoadMore } = props;
  const { t } = useTranslation();
  const keyOf = (row: T) => row[definition.rowKey] as Key;
  const drawn = useDrawnCards(rows.length, rows[0] === undefined ? undefined : keyOf(rows[0]));
  const fields = leaves(columns, definition);
  const { title, folded } = cardFields(fields, definition.card?.title);
  const actions = columns.find((column) => column.key === ACTIONS_KEY) as ColumnType<T> | undefined;
  const onSelect = (row: T, checked: boolean) => {
    const keys = new Set(selection?.selectedRowKeys ?? []);
    if (checked) keys.add(keyOf(row));
    else keys.delete(keyOf(row));
    const picked = rows.filter((item) => keys.has(keyOf(item)));
    selection?.onChange?.(picked.map(keyOf), picked, { type: "single" });
  };
  const summary = definition.summary;
  return (
    <Spin spinning={loading && rows.length === 0}>
      {summary && rows.length > 0 && (
        <div className="list-cards-summary" data-testid="cards-summary">
          <strong>{t("phone.summary")}</strong>
          {summary.sumColumns.map((key) => (
            <span key={key} data-col={key}>
              {fields.find((field) => field.key === key)?.title}: {formatMoney(sumBy(rows, key))}
            </span>
          ))}
        </div>
      )}
      <div className="list-cards" data-testid="list-cards">
        {rows.length === 0 && !loading && (props.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)}
        {rows.slice(0, drawn.shown).map((row, index) => (
          <ListCard<T>
            key={String(keyOf(row))}
            row={row}
            index={index}
            rowKey={keyOf(row)}
            title={title}
            folded={folded}
            actions={actions}
            selection={selection}
            onSelect={onSelect}
          />
        ))}
        {drawn.sentinel && <div ref={drawn.sentinel} data-testid="cards-sentinel" style={{ height: 1 }} />}
      </div>
      {rows.length > 0 && (
        <div className="list-cards-more">
          <span data-testid="cards-shown">{t("phone.shown", { shown: rows.length, total })}</span>
          {onLoadMore && (
            <Button block onClick={onLoadMore} loading={loading} data-testid="load-more">
              {t("phone.loadMore")}
            </Button>
          )}
        </div>
      )}
    </Spin>
  );
}

export const ListCards = memo(ListCardsView) as typeof ListCardsView;
