/**
 * The indirect-subordinates performance drawer (SPEC §2.9): width 90%, titled with the member's name (or id),
 * a paged table of that member's indirect subordinates; a row's '间接下级' drills down and retitles.
 * Refine's useTable feeds it (meta.endpoint, the member as a permanent filter, not synced to the URL).
 */
import { useResourceParams, useTable } from "@refinedev/core";
import { Button, Drawer, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useListColumns } from "@/resources/dsl/use-list-columns";
import { listPagination } from "@/resources/dsl/pagination";
import type { TeamMember } from "./types";
import { DrillContext } from "./drill-button";
import { INDIRECT_PAGING, indirectFriends } from "./indirect-definition";

export const INDIRECT_DRAWER_WIDTH = "90%";

const always = () => true;
const noReload = () => undefined;

function IndirectTable({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const { identifier } = useResourceParams();
  const { tableQuery, currentPage, pageSize, setCurrentPage, setPageSize } = useTable<TeamMember>({
    resource: identifier,
    meta: { endpoint: indirectFriends.endpoints.list },
    filters: { permanent: [{ field: "userId", operator: "eq", value: member.id }] },
    pagination: { currentPage: 1, pageSize: INDIRECT_PAGING.initial },
    syncWithLocation: false,
    errorNotification: false,
  });
  const columns = useListColumns({ definition: indirectFriends, has: always, context: { reload: noReload }, currentPage, pageSize, sorters: [] });
  return (
    <Table<TeamMember>
      rowKey={indirectFriends.rowKey}
      dataSource={(tableQuery.data?.data ?? []) as TeamMember[]}
      columns={columns}
      loading={tableQuery.isFetching}
      scroll={{ x: "max-content" }}
      data-testid="indirect-table"
      pagination={listPagination({ currentPage, pageSize, setCurrentPage, setPageSize }, tableQuery.data?.total ?? 0, INDIRECT_PAGING.sizes, t)}
    />
  );
}

export function IndirectDrawer({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(member);
  const name = current.memberName || String(current.memberId ?? current.id);
  return (
    <Drawer
      open
      title={t("teamList.indirect.title", { name })}
      width={INDIRECT_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      data-testid="indirect-drawer"
      footer={
        <div style={{ textAlign: "right" }}>
          <Button onClick={onClose} data-action="drawer-close">{t("common.actions.close")}</Button>
        </div>
      }
    >
      <DrillContext.Provider value={setCurrent}>
        {/* A new member starts on page 1 with its own table state. */}
        <IndirectTable key={current.id} member={current} />
      </DrillContext.Provider>
    </Drawer>
  );
}
