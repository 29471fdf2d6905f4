/** Points-task completion records (SPEC §2.3, §7.5 /task/member/schedule): by task type and claim status, read-only. */
import { listCall } from "../calls";

export interface ScoreTaskRecord {
  id: number;
  taskId: number;
  uid: number;
  realName: string | null;
  phone: string | null;
  taskName: string;
  taskType: 1 | 2;
  status: 1 | 2;
  score: number;
  memberScore: number;
  doneTime: string;
}

export const finishScoreTaskRecords = {
  list: listCall<ScoreTaskRecord>()({
    style: "body",
    path: "/task/member/schedule",
    filters: {
      uid: "int",
      phone: "text",
      taskName: "text",
      taskType: "enum",
      status: "enum",
      doneTimeStart: "time",
      doneTimeEnd: "time",
    },
  }),
};
