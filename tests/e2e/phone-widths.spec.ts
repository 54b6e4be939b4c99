import type { Page } from '@playwright/test';
import { sectionsByRole } from '../../src/navigation/sections.ts';
import { demoAccounts, demoSchoolURL } from './support/demo-school.ts';
import { expect, test } from './support/fixtures.ts';
import { islandsReady, logInWithFiles } from './support/school.ts';

// Issue 28, part 1: at 320 and 360 px wide every page works without sideways scrolling of the
// page, and every action is inside the viewport. Measured on the demo school, whose lists are full.
test.use({ baseURL: demoSchoolURL() });

const WIDTHS = [320, 360] as const;

/** What sticks out of the viewport at the page's width: the page's own scroll width, and each visible action past an edge. */
async function overflowOf(page: Page): Promise<{ scrollWidth: number; width: number; outside: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const outside = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')]
      .filter((element) => element.checkVisibility() && element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
}

for (const role of ['student', 'tutor'] as const) {
  for (const width of WIDTHS) {
    test(`every ${role} page at ${width} px: no sideways scrolling, every action in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await logInWithFiles(page, role, (await demoAccounts())[role]);
      for (const section of sectionsByRole[role]) {
        await page.goto(`/${role}/home/${section.slug}`);
        await islandsReady(page);
        await expect(page.getByText('Loading…')).toHaveCount(0);
        const { scrollWidth, outside } = await overflowOf(page);
        expect.soft(scrollWidth, `${section.slug}: the page is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
        expect.soft(outside, `${section.slug}: actions outside the viewport`).toEqual([]);
      }
    });
  }
}
