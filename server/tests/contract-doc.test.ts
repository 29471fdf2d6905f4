import { call, listCall } from '../../contract/calls';
import { describe, expect, it } from 'vitest';
import { renderScreens } from '../kit/contract-doc';
import { contains } from '../kit/filters';
import { screenRoutes } from '../kit/screen';

describe('server/CONTRACT.md', () => {
  it('documents each route with its call, permType, filters and result', () => {
    const text = renderScreens([
      screenRoutes(
        'members/usdt-withdraw-addresses',
        { order: 1, title: { 'zh-CN': '地址', 'en-US': 'Addresses' } },
        (r) => {
          r.list(listCall<unknown>()({ style: 'query', path: '/x/list', filters: { name: 'text' } }), {
            from: 't',
            select: 'id',
            filters: { name: contains('name') },
            order: 'id',
          });
          r.post(call('body', '/x/do', 'edit', { id: 'int' }), { params: '{id}', doc: 'does it' }, async () => null);
        },
      ),
    ]);
    expect(text).toContain('| `members/usdt-withdraw-addresses` | Q /x/list; B /x/do |');
    expect(text).toContain(
      '- `Q /x/list` (view) — filters: `name` contains; paged; order id → `{records, total, current, size, pages}`',
    );
    expect(text).toContain('- `B /x/do` (`edit`) {id} — does it');
  });
});
