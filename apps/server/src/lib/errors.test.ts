import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';

describe('AppError', () => {
  it('captures no stack for a 4xx answer, and a full one for a 5xx fault', () => {
    const before = Error.stackTraceLimit;
    const refused = new AppError(409, 'This room is no longer available for the selected dates.');
    expect(refused.stack).toBe('Error: This room is no longer available for the selected dates.');
    const fault = new AppError(502, 'The payment provider could not be reached.');
    expect(fault.stack).toMatch(/\n\s+at /);
    // The process-wide limit is what it was, for every other error.
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('plain').stack).toMatch(/\n\s+at /);
  });
});
