import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/*
 * A policy's content is written in Markdown or HTML. The scheme:
 * - on save, the admin's text is kept as written minus any unsafe markup
 *   (`cleanPolicySource`), so the stored text is harmless even where a client puts it
 *   into a page as HTML, and the admin edits their own Markdown next time;
 * - when answered, it is cleaned again (rows written by seeds or by hand) and rendered:
 *   Markdown → HTML with `marked`, then sanitized (`renderPolicyHtml`) into `content_html`,
 *   the only form our pages put into their markup.
 * Both passes use one allowlist: formatting, lists, tables and links to http(s), mailto
 * and tel. Scripts, styles, frames, forms, media, event handlers and every other URL
 * scheme are dropped, in any spelling the HTML parser understands (entities, case,
 * whitespace and control characters inside the scheme).
 */

const markdown = new Marked({ gfm: true, async: false });

// Elements whose text is dropped with them, not left in the page as stray words.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'head',
];

/** A link target we keep: absolute http(s), mailto, tel, an anchor or a path of this site. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|#|\/(?![/\\]))/i;

const ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    ol: ['start'],
    th: [{ name: 'align', multiple: false, values: ['left', 'center', 'right'] }],
    td: [{ name: 'align', multiple: false, values: ['left', 'center', 'right'] }],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The page around a policy owns its one h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const kept: Record<string, string> = attribs.title ? { title: attribs.title } : {};
      if (isSafeHref(href)) kept.href = href.trim();
      return { tagName, attribs: { ...kept, rel: 'noopener noreferrer nofollow' } };
    },
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
};

/*
 * The sanitizer escapes `&`, `<` and `>` as it writes text back out. In text (never in an
 * attribute) `&` and `>` cannot start markup, nor can `<` before a space, digit or `=`, so
 * they are put back: Markdown quotes (`> …`), "B&B" and "2 < 3" stay as the admin typed.
 */
const SOURCE_OPTIONS: sanitizeHtml.IOptions = {
  ...ALLOWLIST,
  textFilter: (text) =>
    text
      .replaceAll('&amp;', '&')
      .replaceAll('&gt;', '>')
      .replace(/&lt;(?=[\s\d=]|$)/g, '<'),
};

/** Browsers ignore whitespace and control characters inside a scheme: so does the check. */
const isSafeHref = (href: string) =>
  SAFE_HREF.test([...href].filter((character) => character.charCodeAt(0) > 0x20).join(''));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Markdown links and images whose target is not a safe one lose it: a link keeps its
 * words, an image goes, a reference definition goes. So the stored text is harmless to a
 * client that renders it as Markdown itself.
 */
function withoutUnsafeMarkdownLinks(source: string): string {
  let result = source;
  const tokens = markdown.lexer(source);
  markdown.walkTokens(tokens, (token) => {
    if ((token.type === 'link' || token.type === 'image') && !isSafeHref(token.href)) {
      result = result.replace(token.raw, token.type === 'link' ? token.text : '');
    }
  });
  for (const [label, definition] of Object.entries(tokens.links)) {
    if (isSafeHref(definition.href)) continue;
    result = result.replace(new RegExp(`^ {0,3}\\[${escapeRegExp(label)}\\]:.*$`, 'gim'), '');
  }
  return result;
}

/**
 * The admin's text minus unsafe markup, still Markdown where it was Markdown.
 * `<https://…>` autolinks would read as tags: they become bare links, which GFM links
 * all the same.
 */
export function cleanPolicySource(source: string): string {
  const bareLinks = source.replace(/<((?:https?:\/\/|mailto:)[^\s<>]+)>/gi, '$1');
  return withoutUnsafeMarkdownLinks(sanitizeHtml(bareLinks, SOURCE_OPTIONS)).trim();
}

/** The policy rendered for a page: Markdown (or HTML) → sanitized HTML. */
export function renderPolicyHtml(source: string): string {
  return sanitizeHtml(markdown.parse(cleanPolicySource(source)) as string, ALLOWLIST).trim();
}

/** Whether any words are left to read once the policy is rendered and cleaned. */
export function hasReadableText(html: string): boolean {
  return sanitizeHtml(html, TEXT_ONLY).trim().length > 0;
}
