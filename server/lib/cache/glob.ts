/** Redis' glob patterns (KEYS/SCAN MATCH) as a RegExp: `*`, `?`, `[abc]`, `[^a]`, `[a-z]` and `\` escapes. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '*') source += '[\\s\\S]*';
    else if (char === '?') source += '[\\s\\S]';
    else if (char === '\\' && i + 1 < pattern.length) source += escape(pattern[++i] as string);
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) source += '\\[';
      else {
        const body = pattern.slice(i + 1, end);
        const negate = body.startsWith('^');
        const items = (negate ? body.slice(1) : body).replace(/[\\\]]/g, '\\$&');
        source += `[${negate ? '^' : ''}${items}]`;
        i = end;
      }
    } else source += escape(char);
  }
  return new RegExp(`^${source}$`);
}

function escape(char: string): string {
  return char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
