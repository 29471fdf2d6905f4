import { exchangeScoreRecords } from '../../../contract/members/exchange-score-records';
import { pointsList } from '../../../contract/points/points-list';
import { productCategories } from '../../../contract/goods/product-categories';
import { COMMON_LABELS } from '../../../contract/labels';
import type { Catalogue } from '../catalogue';

/** The server's messages, by name (zh-CN, en-US): goods, points mall and tasks. */
export const GOODS = {
  offShelf: ['已下架', 'off shelf'],
  shelf: ['已上架', 'on shelf'],
  preSale: ['预售中', 'on pre-sale'],
  outStock: ['缺货', 'out of stock'],
  goodsCannotChanged: [
    '商品「{name}」当前{from}，不能改为{to}',
    'Goods "{name}" is {from} and cannot be changed to {to}.',
  ],
  goodsSetCategorySale: [
    '商品「{name}」请先设置商品分类和售价',
    'Goods "{name}": set its category and sale price first.',
  ],
  goodsOutStockCannotGo: ['商品「{name}」库存不足，不能上架', 'Goods "{name}" is out of stock and cannot go on shelf.'],
  goodsCategoryNotFound: ['商品分类不存在', 'The goods category does not exist.'],
  goodsName: COMMON_LABELS.goodsName,
  salePrice: COMMON_LABELS.salePrice,
  goodsNotFound: ['商品不存在', 'The goods do not exist.'],
  goodsSalePreSale: ['在售或预售商品的售价必须大于0', 'Goods on sale or pre-sale must have a sale price above 0.'],
  categoryTypeRequired: ['分类类型不能为空', 'The category type is required.'],
  categoryTypeCannotChanged: ['分类类型不能修改', 'The category type cannot be changed.'],
  categoryName: productCategories.labels.categoryName,
  categoryNameAlreadyExists: ['分类名称已存在', 'The category name already exists.'],
  categoryStillGoodsMove: [
    '该分类下还有{count}个商品，请先移到其他分类后再删除',
    'This category still has {count} goods. Move them to another category before deleting it.',
  ],
  chooseGoods: ['请选择商品', 'Choose goods.'],
  goodsCategoryRequired: ['商品分类不能为空', 'The goods category is required.'],
  pointsPriceRequired: ['积分价格不能为空', 'The points price is required.'],
  theseGoodsAlreadyPoints: ['该商品已是积分商品', 'These goods are already points goods.'],
  goodsShelfTakeThem: [
    '商品上架中，请先下架再删除',
    'The goods are on shelf. Take them off shelf before deleting them.',
  ],
  goodsNameRequired: ['商品名称不能为空', 'The goods name is required.'],
  skuPointsPriceRequired: ['SKU 积分价格不能为空', 'The SKU points price is required.'],
  goodsNameCannotLonger: ['商品名称不能超过255个字符', 'The goods name cannot be longer than 255 characters.'],
  pointsPriceMustWhole: [
    '积分价格必须为0到99999999之间的整数',
    'The points price must be a whole number from 0 to 99999999.',
  ],
  sortOrderCannotLonger: ['排序不能超过255个字符', 'The sort order cannot be longer than 255 characters.'],
  sortOrderMustNon: ['排序必须为非负整数', 'The sort order must be a non-negative whole number.'],
  skuPointsPriceMust: [
    'SKU 积分价格必须为0到99999999之间的整数',
    'The SKU points price must be a whole number from 0 to 99999999.',
  ],
  skuNotFound: ['SKU不存在: {id}', 'The SKU does not exist: {id}'],
  selectedGoodsNotFound: ['选品商品不存在', 'The selected goods do not exist.'],
  pointsGoods: exchangeScoreRecords.labels.goods,
  skuName: exchangeScoreRecords.labels.skuName,
  thirdPartyOrderNumber: [
    '第三方订单号只能为数字，且不超过50位',
    'The third-party order number must be digits only, at most 50.',
  ],
  deliveryProvince: ['收货省份', 'Delivery province'],
  deliveryCity: ['收货城市', 'Delivery city'],
  deliveryDistrict: ['收货区县', 'Delivery district'],
  streetAddress: exchangeScoreRecords.labels.streetAddress,
  pointsGoodsNotFound: ['积分商品不存在', 'The points goods do not exist.'],
  thesePointsGoodsOff: ['该积分商品已下架', 'These points goods are off shelf.'],
  redemptionOrderNotFound: ['兑换订单不存在', 'The redemption order does not exist.'],
  onlyOrdersAwaitingShipment: ['仅待发货订单可取消', 'Only orders awaiting shipment can be cancelled.'],
  taskRequired: ['任务不能为空', 'The task is required.'],
  taskNotFound: ['任务不存在', 'The task does not exist.'],
  rewardPointsMustWhole: [
    '奖励积分必须为0到{max}之间的整数',
    'The reward points must be a whole number from 0 to {max}.',
  ],
  claimStatusMust1: [
    '领取状态只能为1（未领取）或2（已领取）',
    'The claim status must be 1 (not claimed) or 2 (claimed).',
  ],
  taskTypeRequired: ['任务类型不能为空', 'The task type is required.'],
  rewardPointsRequired: ['奖励积分不能为空', 'The reward points are required.'],
  taskName: COMMON_LABELS.taskName,
  taskDescription: pointsList.labels.description,
  taskCompletionRecordsCannot: [
    '该任务已有完成记录，不能删除，可将其停用',
    'This task has completion records and cannot be deleted. Disable it instead.',
  ],
  shelfStatusRequired: ['上架状态不能为空', 'The shelf status is required.'],
  goodsAlreadyShelf: ['商品已上架', 'The goods are already on shelf.'],
  goodsAlreadyOffShelf: ['商品已下架', 'The goods are already off shelf.'],
} as const satisfies Catalogue;
