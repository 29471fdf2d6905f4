export interface Grant {
  id: number;
  permTypes: string[];
}

export interface Role {
  id: number;
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
  id: number;
  title: string;
  level: number;
  permTypes: string[];
  children: MenuNode[];
}
