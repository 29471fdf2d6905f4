// The API reference page (routes/api-docs.ts): reads the OpenAPI document with the console's session token.
(async () => {
  const state = document.getElementById('state');
  const main = document.getElementById('ops');
  const token = localStorage.getItem('accessToken');
  const answer = token ? await fetch('docs/openapi.json', { headers: { accessToken: token } }) : null;
  if (!answer || !answer.ok || !(answer.headers.get('content-type') || '').includes('json')) {
    state.innerHTML = '请先登录控制台 · Sign in to the console first: <a href="/#/login">/#/login</a>';
    return;
  }
  const doc = await answer.json();
  if (doc.code !== undefined) {
    state.innerHTML = '请先登录控制台 · Sign in to the console first: <a href="/#/login">/#/login</a>';
    return;
  }
  state.textContent = `${Object.keys(doc.paths).length} paths · ${doc.info.title} ${doc.info.version}`;
  const text = (tag, content, className) => {
    const element = document.createElement(tag);
    element.textContent = content;
    if (className) element.className = className;
    return element;
  };
  const groups = new Map();
  for (const [path, item] of Object.entries(doc.paths))
    for (const [verb, op] of Object.entries(item)) {
      const tag = op.tags?.[0] ?? 'console';
      groups.set(tag, [...(groups.get(tag) ?? []), { path, verb, op }]);
    }
  for (const [tag, ops] of groups) {
    main.append(text('h2', tag));
    for (const { path, verb, op } of ops) {
      const box = document.createElement('section');
      box.className = 'op';
      const head = document.createElement('div');
      head.append(text('span', verb, 'verb'), text('code', path), text('span', ` ${op.summary ?? ''}`, 'muted'));
      box.append(head);
      const notes = [
        op['x-request-style'] && `style ${op['x-request-style']}`,
        op['x-permission'] && `permission ${op['x-permission']}`,
        op['x-console-only'] && `console-only: ${op['x-console-only']}`,
      ].filter(Boolean);
      if (notes.length) box.append(text('div', notes.join(' · '), 'muted'));
      if (op.description) box.append(text('div', op.description));
      const params = [
        ...(op.parameters ?? []),
        ...Object.entries(Object.values(op.requestBody?.content ?? {})[0]?.schema?.properties ?? {}).map(
          ([name, schema]) => ({ name, in: 'body', schema }),
        ),
      ];
      if (params.length) {
        const table = document.createElement('table');
        for (const param of params) {
          const row = document.createElement('tr');
          const schema = param.schema ?? {};
          row.append(
            text('td', param.name),
            text('td', param.in),
            text('td', schema.enum ? schema.enum.join(' | ') : (schema.type ?? '')),
            text('td', schema.description ?? ''),
          );
          table.append(row);
        }
        box.append(table);
      }
      main.append(box);
    }
  }
})();
