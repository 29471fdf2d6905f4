/**
 * Tables one area writes and another lists; each says which. Kept here, below the screens, so no area imports
 * another (the lint zones of eslint.config.js).
 */
import { SQL_CLOCK_NOW } from './time';
import { integer, money, serial, table, text, timestamp } from './table';

/**
 * The messages members receive: written by a send (config/messages) and read by the user message records
 * (members/user-message-records). Type by the message-type dictionary, read state by the message-read-state one.
 */
export const memberMessage = table('member_message', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  sendId: integer({ default: '0' }),
  title: text(),
  content: text(),
  type: integer({ default: '1' }),
  readState: integer({ default: '0' }),
  readTime: timestamp({ nullable: true }),
  createdTime: timestamp(),
});

/**
 * Traffic packages a member's shop holds: sent by staff on shops/shop-list (which creates and seeds the table), bought
 * in the member app, listed by members/user-traffic-package-records.
 */
export const trafficPackage = table('member_shop_traffic_package', {
  id: serial(),
  uid: integer({ references: 'member(id)' }),
  shopId: integer({ references: 'member_shop(id)' }),
  packageName: text(),
  trafficAmount: integer(),
  usedAmount: integer({ default: '0' }),
  validDays: integer(),
  type: integer(),
  price: money({ default: '0' }),
  startTime: timestamp(),
  expireTime: timestamp(),
  operator: text({ nullable: true }),
  createdTime: timestamp(),
});

/** Whether a traffic package is still in effect, in a list's SQL (alias `p`). */
export const PACKAGE_IN_EFFECT = `p.expire_time > ${SQL_CLOCK_NOW}`;
