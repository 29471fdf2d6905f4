/**
 * Written by `npm run contract` (server/generated-dicts.ts): the dictionaries declared beside a screen's calls
 * (`export const dicts = [defineDict(…)]` in contract/<area>/<screen>.ts), which index.ts adds to the others.
 */
import { dicts as configShopNews } from "../config/shop-news";

export const SCREEN_DICTS = [...configShopNews] as const;
