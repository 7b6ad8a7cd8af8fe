import { describe, expect, it } from 'vitest';
import { isRoomBookable, isTwoBedroomTitle, parseId, truncateDescription } from './rooms.ts';

describe('room rules', () => {
  // Spec §9: cut at the last word boundary at or before 120 characters, plus "...".
  const word = (length: number) => 'w'.repeat(length);
  it.each([
    ['leaves 120 characters as they are', word(120), word(120)],
    ['leaves a short text as it is', 'Bright studio.', 'Bright studio.'],
    [
      'keeps all 120 when the 121st character is a space',
      `${word(59)} ${word(60)} tail`,
      `${word(59)} ${word(60)}...`,
    ],
    [
      'drops a word that runs past 120',
      `${word(59)} ${word(59)} overflowing words`,
      `${word(59)} ${word(59)}...`,
    ],
    [
      'cuts at a space exactly at 120',
      `${word(60)} ${word(59)} ${word(10)}`,
      `${word(60)} ${word(59)}...`,
    ],
    ['drops the punctuation left at the cut', `${word(113)}, sleeping four`, `${word(113)}...`],
    ['cuts a single word longer than 120 where the limit falls', word(130), `${word(120)}...`],
    [
      'cuts a real description between words',
      'A bright studio in Maitama with a queen bed, a kitchenette, fast Wi-Fi and a balcony over the garden; quiet, secure and close to everything.',
      'A bright studio in Maitama with a queen bed, a kitchenette, fast Wi-Fi and a balcony over the garden; quiet, secure and...',
    ],
  ])('%s', (_, text, expected) => {
    const cut = truncateDescription(text);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(123);
  });

  it('sells a type only when a unit is available', () => {
    expect(isRoomBookable({ available_count: 2, is_available: true })).toBe(true);
    expect(isRoomBookable({ available_count: 0, is_available: true })).toBe(false);
    expect(isRoomBookable({ available_count: 3, is_available: false })).toBe(false);
  });

  it('recognises two-bedroom titles', () => {
    for (const title of [
      'Luxury 2 Bedroom Apartment',
      'Family Two Bedroom',
      'two-bedroom',
      '2Bedroom',
    ])
      expect(isTwoBedroomTitle(title)).toBe(true);
    for (const title of ['Deluxe Studio', 'One Bedroom Suite', 'Three Bedroom Villa'])
      expect(isTwoBedroomTitle(title)).toBe(false);
  });

  it('parses only positive decimal ids within the integer range', () => {
    expect(parseId('42')).toBe(42);
    for (const raw of ['0', '-1', '1.5', '1e3', 'abc', '', '042', '2147483648'])
      expect(parseId(raw)).toBeNull();
  });
});
