export interface MemberShop {
  id: number;
  shopNo: string;
  uid: number;
  realName: string | null;
  phone: string | null;
  shopName: string;
  logo: string;
  shopSystemId: number;
  systemName: string;
  industryId: number | null;
  industryName: string | null;
  deposit: number;
  goodsCount: number;
  trafficLeft: number;
  status: 1 | 2;
  openTime: string;
}
