import { cacheMonitor } from '../../../contract/system/cache-monitor';
import { screenRoutes } from '../../kit/screen';
import { REDIS_INFO, REDIS_KEY_SIZE, REDIS_MEMORY } from '../../kit/xboot-shapes';
import { shanghaiNow } from '../../lib/time';

/** Both cache pages read the figures. */
const READERS = ['system/cache-monitor', 'system/cache-store'];
const clock = (): string => shanghaiNow().slice(11);

/** Cache monitor (SPEC §7.3): one sample per call (the page polls and keeps the recent ones), and the cache's info. */
export default screenRoutes(
  'system/cache-monitor',
  { order: 10, title: { 'zh-CN': '缓存监控', 'en-US': 'Cache monitor' } },
  (r) => {
    // Hand-written: reads the cache store, not the database.
    r.get(
      cacheMonitor.getKeySize,
      { bareAnswer: REDIS_KEY_SIZE, page: READERS, doc: '{keySize, time HH:mm:ss}' },
      async ({ cache }) => ({
        keySize: await cache.size(),
        time: clock(),
      }),
    );
    // Hand-written: reads the cache store, not the database.
    r.get(
      cacheMonitor.getMemory,
      { bareAnswer: REDIS_MEMORY, page: READERS, doc: '{memory (bytes), time HH:mm:ss}' },
      async ({ cache }) => ({
        memory: await cache.memory(),
        time: clock(),
      }),
    );
    // Hand-written: reads the cache store, not the database.
    r.get(
      cacheMonitor.info,
      { bareAnswer: REDIS_INFO, page: READERS, doc: '[{key, value, description}]' },
      async ({ cache }) => cache.info(),
    );
  },
);
