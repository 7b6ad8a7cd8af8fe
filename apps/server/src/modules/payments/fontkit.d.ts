/**
 * The part of fontkit (pdfkit's own font engine) the receipt uses: parsing a font once,
 * so each receipt embeds it without parsing it again (pdfkit 0.20 accepts a parsed `Font`
 * in `registerFont`). fontkit ships no types.
 */
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
