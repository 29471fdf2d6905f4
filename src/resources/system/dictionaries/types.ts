export interface DictType {
  id: string;
  type: string;
  title: string;
  sortOrder: number;
  description: string;
}

export interface DictData {
  id: string;
  dictId: string;
  value: string;
  title: string;
  sortOrder: number;
  status: 0 | 1;
  description: string;
}
