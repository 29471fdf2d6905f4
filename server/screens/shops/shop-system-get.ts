import { screenRoutes } from '../../kit/screen';

/** Shop system get (SPEC §2.3): the claim settings of the shop systems, on shops/shop-system's two calls. */
export default screenRoutes('shops/shop-system-get', (r) => {
  r.note('Uses `/shop/pageList` and `/shop/modify` of shops/shop-system (both pages may call them).');
});
