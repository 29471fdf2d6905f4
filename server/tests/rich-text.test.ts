import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { richText, sanitizeHtml } from '../lib/rich-text';

describe('rich text is sanitised by an allow-list', () => {
  it("keeps the editor's formatting", () => {
    const html =
      '<h2>标题</h2><p class="ql-align-center">a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br></p>' +
      '<ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote><pre>x &amp; y</pre>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank">link</a><img src="/admin-api/x.png" alt="i"></p>';
    expect(sanitizeHtml(html)).toBe(
      html
        .replace('target="_blank"', 'target="_blank" rel="noopener noreferrer"')
        .replace('<br>', '<br />')
        .replace('alt="i">', 'alt="i" />'),
    );
  });

  it('drops scripts, handlers, dangerous links and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="x()">a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('<img />');
    expect(sanitizeHtml('<iframe src="https://x"></iframe><div style="x">t</div>')).toBe('t');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<[a-z]/i);
    expect(sanitizeHtml('<p class="evil ql-x">a</p><!-- <script> -->')).toBe('<p class="ql-x">a</p>');
    expect(sanitizeHtml('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });

  it('never lets a tag, a handler or a script URL through, whatever the input', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      '/',
      ' ',
      'script',
      'img',
      'a',
      'p',
      'svg',
      'onerror',
      'onclick',
      'href',
      'src',
      'javascript:',
      '&#x61;',
      '&#106;',
      '<!--',
      '-->',
      'style',
      'x',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const out = sanitizeHtml(parts.join(''));
        for (const tag of out.match(/<[^>]*>/g) ?? []) {
          expect(tag).toMatch(
            /^<\/?(p|br|h[1-4]|strong|b|em|i|u|s|blockquote|pre|code|ol|ul|li|a|img|span|sub|sup)( [a-z]+="[^"<>]*")*( \/)?>$/,
          );
          expect(tag.toLowerCase()).not.toMatch(/ on[a-z]+=|javascript:|script/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses required content that is only markup', () => {
    expect(() => richText({ content: '<p><script>x</script></p>' }, 'content', '内容', { required: true })).toThrow(
      '内容不能为空',
    );
    expect(richText({ content: '<p>ok</p>' }, 'content', '内容', { required: true })).toBe('<p>ok</p>');
  });
});
