/**
 * What waits for the user: one line per kind with its count, each a link to the list already filtered (e.g. the
 * withdrawal list on its 'pending review' tab). A kind whose page is not in the user's menu, or that the server
 * does not count, is not shown.
 */
import { Badge, Card, List } from "antd";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useMenu } from "@/providers/session/menu-store";
import { StatsUnavailable } from "@/components/stats/stats-unavailable";
import { filteredRoute, TODO_KEYS, TODO_LINKS, type TodoKey } from "@/providers/live";

export function TodoList({
  counts,
  loading,
  failed = false,
}: {
  counts: Partial<Record<TodoKey, number>>;
  loading: boolean;
  /** The counts could not be had: say so, never "nothing waiting". */
  failed?: boolean;
}) {
  const { t } = useTranslation();
  const { pages } = useMenu();
  const items = TODO_KEYS.flatMap((key) => {
    const link = TODO_LINKS[key];
    const page = pages.find((p) => p.component === link.component);
    const count = counts[key];
    return page && typeof count === "number" ? [{ key, count, to: filteredRoute(page.route, link.filter) }] : [];
  });
  return (
    <Card title={t("stats.todo")} loading={loading} data-testid="todo-list">
      {failed ? (
        <StatsUnavailable />
      ) : (
        <List
          dataSource={items}
          locale={{ emptyText: t("stats.noTodo") }}
          renderItem={(item) => (
            <List.Item data-todo={item.key}>
              <Link to={item.to}>{t(`stats.todos.${item.key}`)}</Link>
              <Badge count={item.count} showZero overflowCount={9999} color={item.count > 0 ? "#cf1322" : "#595959"} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
