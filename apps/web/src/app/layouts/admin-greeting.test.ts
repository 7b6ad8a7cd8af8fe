import { describe, expect, it } from 'vitest';
import { adminDisplayName, businessHour, greetingFor, roleLabel } from './admin-greeting.ts';

describe('greetingFor', () => {
  // Lagos is UTC+1 all year (no daylight saving): 10:59Z is 11:59 in Abuja.
  it.each([
    ['2026-11-24T23:30:00Z', 'Good morning'], // 00:30 the next day in Lagos
    ['2026-11-24T10:59:00Z', 'Good morning'], // 11:59
    ['2026-11-24T11:00:00Z', 'Good afternoon'], // 12:00
    ['2026-11-24T16:59:00Z', 'Good afternoon'], // 17:59
    ['2026-11-24T17:00:00Z', 'Good evening'], // 18:00
    ['2026-11-24T22:59:00Z', 'Good evening'], // 23:59
  ])('at %s greets "%s" by the Lagos hour', (instant, greeting) => {
    expect(greetingFor(new Date(instant))).toBe(greeting);
  });

  // Each Lagos hour from 00:00 to 23:00 (UTC+1): 0–11 morning, 12–17 afternoon, 18–23 evening.
  it.each(Array.from({ length: 24 }, (_, hour) => hour))(
    'at %i:00 in Lagos greets by that hour',
    (hour) => {
      const instant = new Date(Date.UTC(2026, 10, 24, hour - 1, 0, 0));
      expect(businessHour(instant)).toBe(hour);
      const expected = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
      expect(greetingFor(instant)).toBe(expected);
    },
  );

  it('does not follow the browser clock: 11:30 UTC is already afternoon in Abuja', () => {
    expect(greetingFor(new Date('2026-06-01T11:30:00Z'))).toBe('Good afternoon');
  });
});

describe('roleLabel', () => {
  it('writes the role in title case with underscores as spaces', () => {
    expect(roleLabel('super_admin')).toBe('Super Admin');
    expect(roleLabel('admin')).toBe('Admin');
  });
});

describe('adminDisplayName', () => {
  it('gives the full name, else the name, else "Admin"', () => {
    expect(adminDisplayName({ name: 'Ngozi Eze', first_name: 'Ngozi', last_name: 'Eze' })).toBe(
      'Ngozi Eze',
    );
    expect(adminDisplayName({ name: 'Front Desk', first_name: '', last_name: '' })).toBe(
      'Front Desk',
    );
    expect(adminDisplayName({ name: ' ', first_name: '', last_name: '' })).toBe('Admin');
    expect(adminDisplayName(null)).toBe('Admin');
  });
});
