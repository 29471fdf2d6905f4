/**
 * Staff add/edit of shop applications (`/memberShop/applyModify`, `/memberShop/applyCloseModify`; calls the spec does
 * not name, docs/decisions/shops.md): an application a member made offline, recorded in 1 pending review. Opening debits the
 * shop system's deposit from the member's USDT wallet through the ledger in the same transaction as the insert.
 */
import type { KeysOf } from '../../../contract/calls';
import type { shopCloseList } from '../../../contract/shops/shop-close-list';
import type { shopOpenList } from '../../../contract/shops/shop-open-list';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { optInt, optString, requireInt, type Input } from '../../lib/input';
import { modeOf, updateRow } from '../../kit/mutations';
import { shopApply } from './shops.tables';
import type { KitContext } from '../../kit/types';
import { existingMember, textField } from '../../lib/form-input';
import { applyMoneyChange, CATEGORY } from '../../lib/ledger';
import { ACCOUNT } from '../../lib/member-account';
import { shanghaiNow } from '../../lib/time';
import { APPLY_STATUS, APPLY_TYPE, BIZ_SHOP_APPLICATION, labelOf, type ApplyType } from './shops.transitions';
import { fill, M } from '../../i18n/messages';

const { applying, pending, refunding } = APPLY_STATUS;
/** Statuses in which staff may still edit an application (before any review). */
const EDITABLE: readonly number[] = [applying, pending];

type OpenKeys = KeysOf<typeof shopOpenList.modify>;
type CloseKeys = KeysOf<typeof shopCloseList.modify>;

/** The member opening a shop: required, existing, normal (not frozen); its row is locked for the transaction. */
async function normalMember(tx: Queryable, input: Input<OpenKeys>): Promise<number> {
  const uid = await existingMember(tx, input);
  const [member] = await tx.query<{ status: number }>('SELECT status FROM member WHERE id = $1 FOR UPDATE', [uid]);
  if (member?.status !== ACCOUNT.normal) throw new ApiError(M.memberAccountNotIn);
  return uid;
}

async function enabledSystem(tx: Queryable, input: Input<OpenKeys>): Promise<{ id: number; deposit: string }> {
  if (optString(input, 'shopSystemId') === undefined) throw new ApiError(M.shopSystemRequired);
  const id = optInt(input, 'shopSystemId', 1) ?? 0;
  const [system] = await tx.query<{ id: number; deposit: string; status: number }>(
    'SELECT id, deposit::text AS deposit, status FROM shop_system WHERE id = $1',
    [id],
  );
  if (!system) throw new ApiError(M.shopSystemNotFound);
  if (system.status !== 1) throw new ApiError(M.shopSystemDisabled);
  return system;
}

/** An enabled industry offered under the system (an industry of no system fits every system). */
async function industryOf(tx: Queryable, input: Input<OpenKeys>, systemId: number): Promise<number> {
  if (optString(input, 'industryId') === undefined) throw new ApiError(M.industryRequired);
  const id = optInt(input, 'industryId', 1) ?? 0;
  const [industry] = await tx.query<{ status: number; systemId: number | null }>(
    'SELECT status, shop_system_id AS "systemId" FROM shop_industry WHERE id = $1',
    [id],
  );
  if (!industry) throw new ApiError(M.industryNotFound);
  if (industry.status !== 1) throw new ApiError(M.industryDisabled);
  if (industry.systemId !== null && industry.systemId !== systemId) throw new ApiError(M.industryDoesNotBelong);
  return id;
}

/** Inserts an application in 1 pending review and gives it its number (prefix + day + id) → id and number. */
async function insertApplication(
  tx: Queryable,
  type: ApplyType,
  values: { uid: number; shopId: number | null; shopName: string; systemId: number; industryId: number | null },
  deposit: string,
  reason: string,
): Promise<{ id: number; applyNo: string }> {
  const [added] = await tx.query<{ id: number }>(
    `INSERT INTO member_shop_apply (apply_no, apply_type, uid, shop_id, shop_name, shop_system_id, industry_id, deposit,
       reason, status, created_time)
     VALUES ('', $1, $2, $3, $4, $5, $6, $7::numeric, $8, $9, $10::timestamp) RETURNING id`,
    [
      type,
      values.uid,
      values.shopId,
      values.shopName,
      values.systemId,
      values.industryId,
      deposit,
      reason,
      pending,
      shanghaiNow(),
    ],
  );
  const [row] = await tx.query<{ id: number; applyNo: string }>(
    `UPDATE member_shop_apply SET apply_no = $2 || to_char(created_time, 'YYYYMMDD') || lpad(id::text, 6, '0')
     WHERE id = $1 RETURNING id, apply_no AS "applyNo"`,
    [added?.id ?? 0, type === APPLY_TYPE.open ? 'OA' : 'CA'],
  );
  if (!row) throw new ApiError(M.applicationCouldNotSaved);
  return row;
}

/** The application being edited (keys both modify calls declare), locked, in a status staff may still change. */
async function editable(tx: Queryable, input: Input<OpenKeys & CloseKeys>, type: ApplyType) {
  const id = requireInt(input, 'id', 1);
  const [row] = await tx.query<{ status: number; systemId: number; industryId: number | null }>(
    `SELECT status, shop_system_id AS "systemId", industry_id AS "industryId" FROM member_shop_apply
     WHERE id = $1 AND apply_type = $2 FOR UPDATE`,
    [id, type],
  );
  if (!row) throw new ApiError(M.applicationNotFound);
  if (!EDITABLE.includes(row.status))
    throw new ApiError(fill(M.applicationInStatusCannot, { status: labelOf(row.status) }));
  return { id, ...row };
}

async function addOpen(tx: Queryable, input: Input<OpenKeys>, operator: string): Promise<number> {
  const uid = await normalMember(tx, input);
  const system = await enabledSystem(tx, input);
  const industryId = await industryOf(tx, input, system.id);
  const shopName = textField(input, 'shopName', M.shopName, { required: true, max: 50 }) ?? '';
  const [busy] = await tx.query<{ what: string }>(
    `SELECT 'apply' AS what FROM member_shop_apply WHERE uid = $1 AND apply_type = 1 AND status IN (0, 1)
     UNION ALL SELECT 'shop' FROM member_shop WHERE uid = $1 AND status = 1 LIMIT 1`,
    [uid],
  );
  if (busy) throw new ApiError(busy.what === 'apply' ? M.memberAlreadyShopApplication : M.memberAlreadyOpenShop);
  const values = { uid, shopId: null, shopName, systemId: system.id, industryId };
  const { id, applyNo } = await insertApplication(tx, APPLY_TYPE.open, values, system.deposit, '');
  if (Number(system.deposit) > 0)
    await applyMoneyChange(tx, {
      uid,
      currency: 'USDT',
      amount: `-${system.deposit}`,
      category: CATEGORY.shopOpening,
      bizCode: BIZ_SHOP_APPLICATION,
      orderNo: applyNo,
      operator,
      remark: '开店保证金',
    });
  return id;
}

async function editOpen(tx: Queryable, input: Input<OpenKeys>): Promise<number> {
  const row = await editable(tx, input, APPLY_TYPE.open);
  const systemId = optInt(input, 'shopSystemId', 1);
  if (systemId !== undefined && systemId !== row.systemId) throw new ApiError(M.shopSystemCannotChanged);
  const shopName = textField(input, 'shopName', M.shopName, { max: 50 });
  // An unchanged industry is kept as it is (whatever its status now); a new one must fit the application's system.
  const given = optInt(input, 'industryId', 1);
  const industryId = given === undefined || given === row.industryId ? null : await industryOf(tx, input, row.systemId);
  // What is sent is written; a name or industry left out is kept.
  return updateRow(tx, shopApply, row.id, { shopName, industryId: industryId ?? undefined }, M.applicationNotFound);
}

async function addClose(tx: Queryable, input: Input<CloseKeys>): Promise<number> {
  const uid = await existingMember(tx, input);
  const shopNo = textField(input, 'shopNo', M.shopNumber, { required: true, max: 20 });
  const [shop] = await tx.query<{
    id: number;
    uid: number;
    status: number;
    shopName: string;
    systemId: number;
    industryId: number | null;
    deposit: string;
  }>(
    `SELECT id, uid, status, shop_name AS "shopName", shop_system_id AS "systemId", industry_id AS "industryId",
       deposit::text AS deposit FROM member_shop WHERE shop_no = $1 FOR UPDATE`,
    [shopNo ?? ''],
  );
  if (!shop) throw new ApiError(M.shopNotFound);
  if (shop.uid !== uid) throw new ApiError(M.shopDoesNotBelong);
  if (shop.status !== 1) throw new ApiError(M.shopNotOpenSo);
  const reason = textField(input, 'reason', M.closingReason, { required: true, max: 100 }) ?? '';
  const [busy] = await tx.query(
    'SELECT 1 FROM member_shop_apply WHERE shop_id = $1 AND apply_type = 2 AND status IN ($2, $3, $4)',
    [shop.id, applying, pending, refunding],
  );
  if (busy) throw new ApiError(M.shopAlreadyClosingApplication);
  const values = {
    uid,
    shopId: shop.id,
    shopName: shop.shopName,
    systemId: shop.systemId,
    industryId: shop.industryId,
  };
  return (await insertApplication(tx, APPLY_TYPE.close, values, shop.deposit, reason)).id;
}

async function editClose(tx: Queryable, input: Input<CloseKeys>): Promise<number> {
  const row = await editable(tx, input, APPLY_TYPE.close);
  const reason = textField(input, 'reason', M.closingReason, { required: true, max: 100 });
  return updateRow(tx, shopApply, row.id, { reason: reason ?? '' }, M.applicationNotFound);
}

/** `/memberShop/applyModify`: add (no id) or edit an open application → its id. */
export function modifyOpen({ db, input, user }: KitContext<OpenKeys>): Promise<number> {
  return db.transaction((tx) => (modeOf(input) === 'add' ? addOpen(tx, input, user.username) : editOpen(tx, input)));
}

/** `/memberShop/applyCloseModify`: add (no id) or edit a close application → its id. */
export function modifyClose({ db, input }: KitContext<CloseKeys>): Promise<number> {
  return db.transaction((tx) => (modeOf(input) === 'add' ? addClose(tx, input) : editClose(tx, input)));
}
