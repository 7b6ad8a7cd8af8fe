import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One readable line per failing node: rule, impact, element and how to fix it. */
function describeViolations(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact}] ${violation.id} at ${node.target.join(' ')}: ${violation.help} ` +
        `(${violation.helpUrl})\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  );
}

/** Runs axe-core with the WCAG 2.1 A/AA rules and fails on serious or critical findings. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  expect(describeViolations(blocking), `axe violations on ${page.url()}`).toEqual([]);
}

/** Every <img> says what it shows, unless it is marked as decorative (alt="" and hidden). */
export async function expectImagesHaveTextAlternatives(page: Page): Promise<void> {
  const problems = await page.locator('img').evaluateAll((images) =>
    images.flatMap((image) => {
      const alt = image.getAttribute('alt');
      const role = image.getAttribute('role');
      const decorative =
        role === 'presentation' || role === 'none' || image.getAttribute('aria-hidden') === 'true';
      if (alt === null) return [`${image.outerHTML.slice(0, 120)} has no alt attribute`];
      if (alt.trim() === '' && !decorative) {
        return [`${image.outerHTML.slice(0, 120)} has an empty alt but is not marked decorative`];
      }
      return [];
    }),
  );
  expect(problems, `images without a text alternative on ${page.url()}`).toEqual([]);
}

/** Every form control a visitor can reach has an accessible name (a label). */
export async function expectFormControlsLabelled(page: Page): Promise<void> {
  const controls = page.locator(
    'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea',
  );
  for (const control of await controls.all()) {
    await expect(control).toHaveAccessibleName(/\S/);
  }
}

export async function expectSingleH1(page: Page): Promise<void> {
  await expect(page.locator('h1'), `exactly one h1 on ${page.url()}`).toHaveCount(1);
}
