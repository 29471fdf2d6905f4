/**
 * The pagination of every list (SPEC §2.13): size selector with the screen's sizes, page jump, '共 N 条' total; a new
 * page size goes back to page 1. Shared by the generic list page and the tables special screens compose.
 */
import type { TablePaginationConfig } from "antd";

export interface PagingState {
  currentPage: number;
  pageSize: number;
  setCurrentPage: (page: number) => void;
  setPageSize: (size: number) => void;
}

export function listPagination(
  state: PagingState,
  total: number,
  sizes: readonly number[],
  t: (key: string, options?: Record<string, unknown>) => string,
): TablePaginationConfig {
  return {
    current: state.currentPage,
    pageSize: state.pageSize,
    total,
    pageSizeOptions: sizes.map(String),
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (count) => t("common.pagination.total", { total: count }),
    onChange: (page, size) => {
      if (size !== state.pageSize) {
        state.setPageSize(size);
        state.setCurrentPage(1);
      } else state.setCurrentPage(page);
    },
  };
}
