/** Site reading records (SPEC §2.3; fields designed here): which article a member read, on which platform, how long. */
import { listCall } from "../calls";

export interface ReadingRecord {
  id: number;
  uid: number;
  realName: string | null;
  phone: string | null;
  articleType: 1 | 2 | 3;
  title: string;
  platform: 1 | 2;
  duration: number;
  readTime: string;
}

export const userSiteReadingRecords = {
  list: listCall<ReadingRecord>()({
    style: "body",
    path: "/member/site/reading/list",
    filters: {
      uid: "int",
      phone: "text",
      title: "text",
      articleType: "enum",
      platform: "enum",
      readTimeStart: "time",
      readTimeEnd: "time",
    },
  }),
};
