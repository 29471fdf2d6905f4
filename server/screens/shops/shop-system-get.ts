import { screenRoutes } from '../../kit/screen';

/** Shop system get (SPEC §2.3): the claim settings of the shop systems, on shops/shop-system's two calls. */
export default screenRoutes(
  'shops/shop-system-get',
  { order: 6, title: { 'zh-CN': '店铺系统领取', 'en-US': 'Shop system claims' } },
  (r) => {
    r.note('Uses `/shop/pageList` and `/shop/modify` of shops/shop-system (both pages may call them).');
  },
);
