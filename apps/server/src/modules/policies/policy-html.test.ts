/**
 * The policy sanitizer against XSS payloads in the style of OWASP's filter-evasion cheat
 * sheet. Each result is read back with parse5 (the WHATWG HTML parser, as a browser
 * parses), so an element or attribute hidden by odd spelling would show up here.
 */
import { Marked } from 'marked';
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { cleanPolicySource, hasReadableText, renderPolicyHtml } from './policy-html.ts';

const SAFE_ELEMENTS = new Set([
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const SAFE_ATTRIBUTES = new Set(['href', 'title', 'rel', 'start', 'align']);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;

/** Everything a browser would run or load from `html`, as readable findings. */
function dangersIn(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node) {
      if (!SAFE_ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        if (!SAFE_ATTRIBUTES.has(name)) found.push(`${node.tagName}[${name}]`);
        if (name === 'href') {
          const url = new URL(value, 'https://aso.test/');
          if (!SAFE_PROTOCOLS.has(url.protocol)) found.push(`href ${url.protocol}`);
          if (/^\s*[/\\]{2}/.test(value)) found.push(`href off-site ${value}`);
        }
      }
    }
    if ('content' in node) visit(node.content);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parseFragment(html));
  return found;
}

// Around each payload: the sanitizer must not swallow the honest text before it.
const wrap = (payload: string) => `Check-in is from 3:00 PM.\n\n${payload}\n\nQuiet hours apply.`;

const XSS_PAYLOADS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag in capitals with src', '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>'],
  ['script tag in mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script with a slash for a space', '<script/xss src="https://xss.example/x.js"></script>'],
  ['nested opening brackets', '<<SCRIPT>alert("XSS");//<</SCRIPT>'],
  ['unclosed script', '<script>alert(1)'],
  ['split script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['malformed img quotes', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'],
  ['comment hiding a script', '<!--<script>alert(1)//--><script>alert(2)</script>'],
  ['img javascript src', `<IMG SRC="javascript:alert('XSS');">`],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onmouseover', `<IMG SRC=# onmouseover="alert('xxs')">`],
  ['svg onload', '<svg onload=alert(1)>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['body onload', '<body onload=alert(1)>'],
  ['input autofocus onfocus', '<input onfocus=alert(1) autofocus>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>x</details>'],
  ['unknown element with handler', '<xss onmouseover="alert(1)">hover</xss>'],
  ['safe link with a handler', '<a href="https://aso.example/" onclick="alert(1)">ok</a>'],
  ['javascript href', '<a href="javascript:alert(1)">click</a>'],
  ['javascript href in mixed case', '<a href="JaVaScRiPt:alert(1)">click</a>'],
  ['tab entity inside the scheme', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
  ['literal tab inside the scheme', '<a href="jav\tascript:alert(1)">click</a>'],
  ['newline entity inside the scheme', '<a href="jav&#x0A;ascript:alert(1)">click</a>'],
  ['literal newline inside the scheme', '<a href="java\nscript:alert(1)">click</a>'],
  ['carriage return entity', '<a href="jav&#x0D;ascript:alert(1)">click</a>'],
  ['null byte inside the scheme', '<a href="java\u0000script:alert(1)">click</a>'],
  [
    'decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  [
    'long decimal entities without semicolons',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ],
  [
    'hex entities without semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  ],
  ['leading spaces and control characters', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['unquoted javascript href', '<a href=javascript:alert(1)>x</a>'],
  ['data URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['protocol-relative link', '<a href="//evil.example/">x</a>'],
  ['backslash protocol-relative link', '<a href="/\\evil.example/">x</a>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['style url()', '<div style="background-image: url(javascript:alert(1))">x</div>'],
  ['style expression()', '<div style="width: expression(alert(1));">x</div>'],
  ['style element', `<style>@import 'javascript:alert(1)';</style>`],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">'],
  ['base href', '<BASE HREF="javascript:alert(1);//">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  [
    'mXSS through math and style',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ],
  ['mXSS through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['markdown javascript link', '[x](javascript:alert(1))'],
  ['markdown link in mixed case', '[x](JaVaScRiPt:alert(1))'],
  ['markdown link with an entity', '[x](&#106;avascript:alert(1))'],
  ['markdown link with an encoded colon', '[x](javascript&#58;alert(1))'],
  ['markdown autolink', '<javascript:alert(1)>'],
  ['markdown image', '![x](javascript:alert(1))'],
  ['markdown image breaking out of src', '![x](x" onerror="alert(1))'],
  ['markdown data link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['markdown reference link', '[x]: javascript:alert(1)\n\n[click][x]'],
  ['markdown vbscript link', '[x](vbscript:msgbox(1))'],
];

describe('policy sanitizer against XSS payloads', () => {
  it('has a list as long as the brief asks', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(XSS_PAYLOADS)('%s: nothing runs or loads once rendered', (_name, payload) => {
    const html = renderPolicyHtml(wrap(payload));
    expect(dangersIn(html)).toEqual([]);
    expect(html).toContain('Check-in is from 3:00 PM.');
  });

  it.each(XSS_PAYLOADS)('%s: the stored text is harmless as HTML too', (_name, payload) => {
    const source = cleanPolicySource(wrap(payload));
    expect(dangersIn(source)).toEqual([]);
    expect(source).toContain('Check-in is from 3:00 PM.');
    // Cleaning what was cleaned changes nothing, so the answer's second pass is stable.
    expect(cleanPolicySource(source)).toBe(source);
  });

  it.each(XSS_PAYLOADS)('%s: the stored text is harmless read as Markdown', (_name, payload) => {
    // A client may render the stored `content` with its own Markdown renderer, unsanitized.
    const html = new Marked({ gfm: true, async: false }).parse(
      cleanPolicySource(wrap(payload)),
    ) as string;
    expect(dangersIn(html).filter((danger) => danger.startsWith('href'))).toEqual([]);
    expect(html).not.toMatch(/src="(?!https?:)/i);
  });

  it('keeps the safe part of a link and drops only its handler', () => {
    expect(
      renderPolicyHtml('<a href="https://aso.example/" onclick="alert(1)">House rules</a>'),
    ).toBe(
      '<p><a href="https://aso.example/" rel="noopener noreferrer nofollow">House rules</a></p>',
    );
  });

  it('says when nothing readable is left', () => {
    expect(hasReadableText(renderPolicyHtml('<script>alert(1)</script><img src=x>'))).toBe(false);
    expect(hasReadableText(renderPolicyHtml('<p>Pets are not allowed.</p>'))).toBe(true);
  });
});

describe('policy formatting', () => {
  const markdown = [
    '# House rules',
    '',
    'Please read these **before** you arrive, and _keep_ them.',
    '',
    '## Payments',
    '',
    '- Deposit of ₦50,000',
    '- B&B rate for 2 < 3 guests',
    '',
    '1. Book',
    '2. Pay',
    '',
    '> Quiet hours are from 11:00 PM to 7:00 AM.',
    '',
    'Questions? [Contact us](https://asoresidences.example/contact) or <https://asoresidences.example/faq>.',
  ].join('\n');

  it('keeps Markdown as the admin wrote it, but for angle-bracket autolinks', () => {
    expect(cleanPolicySource(markdown)).toBe(
      markdown.replace('<https://asoresidences.example/faq>', 'https://asoresidences.example/faq'),
    );
  });

  it('renders headings, lists, emphasis, quotes, links and paragraphs', () => {
    const html = renderPolicyHtml(markdown);
    expect(dangersIn(html)).toEqual([]);
    // The page owns the h1: a policy's top heading becomes an h2.
    expect(html).toContain('<h2>House rules</h2>');
    expect(html).toContain('<h2>Payments</h2>');
    expect(html).toContain(
      '<p>Please read these <strong>before</strong> you arrive, and <em>keep</em> them.</p>',
    );
    expect(html).toContain(
      '<ul>\n<li>Deposit of ₦50,000</li>\n<li>B&amp;B rate for 2 &lt; 3 guests</li>\n</ul>',
    );
    expect(html).toContain('<ol>\n<li>Book</li>\n<li>Pay</li>\n</ol>');
    expect(html).toContain(
      '<blockquote>\n<p>Quiet hours are from 11:00 PM to 7:00 AM.</p>\n</blockquote>',
    );
    expect(html).toContain(
      '<a href="https://asoresidences.example/contact" rel="noopener noreferrer nofollow">Contact us</a>',
    );
    expect(html).toContain(
      '<a href="https://asoresidences.example/faq" rel="noopener noreferrer nofollow">https://asoresidences.example/faq</a>',
    );
  });

  it('keeps the same formatting written as HTML', () => {
    const html = renderPolicyHtml(
      '<h3>Check-out</h3><p>By <b>12:00 noon</b>. See <a href="mailto:desk@aso.example">the desk</a>.</p><ul><li>Late: ₦5,000 per hour</li></ul><table><tr><td align="center">1</td></tr></table>',
    );
    expect(html).toBe(
      '<h3>Check-out</h3><p>By <b>12:00 noon</b>. See <a href="mailto:desk@aso.example" rel="noopener noreferrer nofollow">the desk</a>.</p><ul><li>Late: ₦5,000 per hour</li></ul><table><tr><td align="center">1</td></tr></table>',
    );
  });

  it('renders plain text as a paragraph', () => {
    expect(renderPolicyHtml('Pets are not allowed.')).toBe('<p>Pets are not allowed.</p>');
  });
});
