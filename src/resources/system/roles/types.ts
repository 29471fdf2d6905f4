export interface Grant {
  id: string;
  permTypes: string[];
}

export interface Role {
  id: string;
  name: string;
  description: string;
  defaultRole: boolean;
  dataType: 0 | 1;
  userCount: number;
  permissions: Grant[];
  /** Opaque ids (snowflake strings on X-Boot). */
  departmentIds: (string | number)[];
  createTime: string;
}

/** A menu node as getAllList answers it. */
export interface MenuNode {
  id: string;
  title: string;
  level: number;
  permTypes: string[];
  children: MenuNode[];
}
