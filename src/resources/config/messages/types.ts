export interface MessageTemplate {
  id: number;
  title: string;
  type: 1 | 2 | 3 | 4;
  content: string;
  createdTime: string;
}

/** One send of a template (the history). */
export interface MessageSend {
  id: number;
  templateId: number;
  title: string;
  target: "all" | "level" | "ids";
  targetDetail: string;
  count: number;
  createdTime: string;
}
