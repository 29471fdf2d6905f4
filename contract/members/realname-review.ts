/**
 * Real-name review (SPEC §2.3, §4 real-name dictionary): the applications under review (status 1) with the ID
 * images as previews; approve → 2 verified, reject with a reason → 0 unverified. The server reviews an application
 * once (a second review is refused).
 */
import { call, listCall } from "../calls";

export interface RealNameApplication {
  id: number;
  realName: string;
  phone: string;
  isTest: boolean;
  idType: number;
  idNumber: string;
  idFrontImage: string;
  idBackImage: string;
  realNameStatus: number;
  realNameApplyTime: string;
}

export const realnameReview = {
  list: listCall<RealNameApplication>()({
    style: "query",
    path: "/member-info/realName/list",
    filters: {
      realNameStatus: "enum",
      userId: "int",
      phone: "text",
      realName: "text",
      idNumber: "text",
      applyStart: "time",
      applyEnd: "time",
    },
  }),
  review: call("body", "/member-info/realName/review", "edit", { id: "int", realNameStatus: "enum", remark: "text" }),
};
