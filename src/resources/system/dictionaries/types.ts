export interface DictType {
  id: number;
  type: string;
  title: string;
  sortOrder: number;
  description: string;
}

export interface DictData {
  id: number;
  dictId: number;
  value: string;
  title: string;
  sortOrder: number;
  status: 0 | 1;
  description: string;
}
