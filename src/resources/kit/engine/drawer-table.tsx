/**
 * A list inside a drawer or a dialog (kit part): the table of a definition, paged through the dataProvider with fixed
 * filters, not synced to the URL (the page's own list keeps the address). The indirect-subordinates drawer uses it.
 */
import { useResourceParams, useTable, type BaseRecord } from "@refinedev/core";
import { Table } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Params } from "@/providers/http";
import { listPagination } from "./pagination";
import { DEFAULT_PAGING, type ResourceDefinition } from "./types";
import { EMPTY_COLUMNS } from "./column-settings";
import { useListColumns } from "./use-list-columns";
import { useListScope } from "./review-presence";

const always = () => true;
const noReload = () => undefined;

interface Props<T> {
  definition: ResourceDefinition<T>;
  /** Sent with every page (e.g. the member whose subordinates are listed). */
  filters: Params;
  testId?: string;
}

export function DrawerTable<T extends BaseRecord>({ definition, filters, testId }: Props<T>) {
  const { t } = useTranslation();
  const { identifier } = useResourceParams();
  const scope = useListScope();
  const paging = definition.paging === false ? null : (definition.paging ?? DEFAULT_PAGING);
  const { tableQuery, currentPage, pageSize, setCurrentPage, setPageSize } = useTable<T>({
    resource: identifier,
    meta: { endpoint: definition.endpoints.list },
    filters: {
      permanent: Object.entries(filters).map(([field, value]) => ({ field, operator: "eq" as const, value })),
    },
    pagination: paging ? { currentPage: 1, pageSize: paging.initial } : { mode: "off" },
    syncWithLocation: false,
    errorNotification: false,
  });
  const rows = useMemo(() => (tableQuery.data?.data ?? []) as T[], [tableQuery.data]);
  const columns = useListColumns({
    definition,
    has: always,
    context: { reload: noReload, scope },
    currentPage,
    pageSize,
    sorters: [],
    state: EMPTY_COLUMNS,
    rows,
  });
  return (
    <Table<T>
      rowKey={definition.rowKey}
      dataSource={rows}
      columns={columns}
      loading={tableQuery.isFetching}
      scroll={{ x: "max-content" }}
      data-testid={testId}
      pagination={
        paging
          ? listPagination(
              { currentPage, pageSize, setCurrentPage, setPageSize },
              tableQuery.data?.total ?? 0,
              paging.sizes,
              t,
            )
          : false
      }
    />
  );
}
