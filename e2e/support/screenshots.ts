import type { Page } from '@playwright/test';

/**
 * Screenshots of the page at the two sizes every screen is checked at (1280x800, then 1024x768),
 * written to `.test-results/{name}-1280.png` and `-1024.png` for a person to look at; the page is
 * left at 1280x800. `fullPage` also draws what is below the fold.
 */
export async function shots(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  await page.screenshot({ path: `.test-results/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `.test-results/${name}-1024.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 800 });
}
