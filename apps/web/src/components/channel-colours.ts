import type { Channel } from '@aso/core/channels';

/*
 * The colours of the channels, written once for the occupancy calendar and the unit's
 * channel sync section. Hues no booking status uses (statuses are brass, mint and
 * emerald), each text colour AA on its tint: rose #8a1538 on #fde7ee 7.9:1, blue #0b3a82
 * on #e1ebfb 9.0:1, slate #374151 on #eceff1 8.9:1; borders 3:1 or more on white.
 */

/** A channel's block on the calendar: tint, border and text. */
export const CHANNEL_BAR_STYLES: Record<Channel, string> = {
  airbnb: 'border border-[#d6336c] bg-[#fde7ee] text-[#8a1538]',
  booking_com: 'border border-[#1f5fbf] bg-[#e1ebfb] text-[#0b3a82]',
  other: 'border border-[#6b7280] bg-[#eceff1] text-[#374151]',
};

/** A small solid mark of the channel beside its name (a table cell, the legend). */
export const CHANNEL_SWATCH_STYLES: Record<Channel, string> = {
  airbnb: 'bg-[#d6336c]',
  booking_com: 'bg-[#1f5fbf]',
  other: 'bg-[#6b7280]',
};

/**
 * Nights sold twice: white on red stripes (6.6:1 and 8.2:1), a darker edge, and always
 * the word "Conflict" beside it, so the warning never rests on colour alone.
 */
export const CONFLICT_BAR_STYLE =
  'border-2 border-[#7a1610] bg-[repeating-linear-gradient(135deg,#b42318_0_8px,#9a1d14_8px_16px)] text-white';

/** Red text and edge of a conflict or a failing feed on a white or blush ground. */
export const CONFLICT_TEXT = 'text-[#b42318]';
