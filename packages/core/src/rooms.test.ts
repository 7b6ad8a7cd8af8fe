import { describe, expect, it } from 'vitest';
import { isRoomBookable, isTwoBedroomTitle, parseId, truncateDescription } from './rooms.ts';

describe('room rules', () => {
  it('cuts a description over 120 characters and adds "..."', () => {
    const long = 'a'.repeat(121);
    expect(truncateDescription(long)).toBe(`${'a'.repeat(120)}...`);
    expect(truncateDescription('a'.repeat(120))).toBe('a'.repeat(120));
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
