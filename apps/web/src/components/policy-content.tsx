/*
 * Formatting for the few elements a policy may hold (the server's allowlist in
 * policy-html.ts): lists, links, quotes, small headings and tables.
 */
const PROSE = [
  'space-y-3 leading-relaxed text-muted',
  '[&_h2]:font-sans [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-ink',
  '[&_h3]:font-sans [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:font-semibold [&_h4]:text-ink [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_strong]:text-ink [&_b]:text-ink',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_a]:font-semibold [&_a]:break-words [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-hover',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4',
  '[&_code]:rounded [&_code]:bg-sand [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-sand [&_pre]:p-3',
  '[&_table]:block [&_table]:overflow-x-auto [&_table]:text-sm [&_td]:border [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:text-ink',
  '[&_hr]:border-line',
].join(' ');

/**
 * A policy's `content_html`: Markdown or HTML that the server rendered and sanitized
 * (no script, handler or unsafe URL survives there), the only markup a page takes from
 * the API.
 */
export function PolicyContent({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
