/**
 * Leaving the app for another site (the card payment page). One object, so tests can
 * replace `assign` (jsdom cannot navigate) with `vi.spyOn(browserLocation, 'assign')`.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
