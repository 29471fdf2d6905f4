/** Points task list (SPEC §2.3; fields not shown, designed here): growth and daily tasks with their reward points. */
import { call, listCall, type KeyTypes } from "../calls";
import { labels } from "../labels";

export interface PointsTask {
  id: number;
  taskName: string;
  /** Task type (SPEC §4): 1 growth, 2 daily. */
  type: 1 | 2;
  score: number;
  sort: number;
  status: 0 | 1;
  description: string;
}

/** The fields its forms send (add, edit). */
const FIELDS = {
  description: "text",
  score: "int",
  sort: "int",
  status: "enum",
  taskName: "text",
  type: "enum",
} as const satisfies KeyTypes;

export const pointsList = {
  labels: labels({ description: ["任务说明", "Task description"] }),
  list: listCall<PointsTask>()({
    style: "body",
    path: "/task/list",
    filters: { taskName: "text", type: "enum", status: "enum" },
  }),
  create: call("body", "/task/create", "add", FIELDS),
  update: call("body", "/task/update", "edit", { ...FIELDS, id: "int" }),
  del: call("body", "/task/del", "delete", { id: "int" }),
};
