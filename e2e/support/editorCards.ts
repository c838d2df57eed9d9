import { expect, type Locator, type Page } from '@playwright/test';

/** A card of the questionnaire editor, by its label (Q1, T2, S1). */
export function editorCard(page: Page, label: string): Locator {
  return page.getByRole('article').filter({ has: page.getByText(label, { exact: true }) });
}

/**
 * The list mounts only the cards near its viewport (P5): a card further down is not in the page
 * until the list is scrolled, so it is brought into view with the wheel, as a user does.
 */
export async function scrollToCard(page: Page, label: string): Promise<void> {
  await page.getByRole('region', { name: 'Questionnaire' }).hover();
  await expect
    .poll(
      async () => {
        if (await editorCard(page, label).isVisible()) return true;
        await page.mouse.wheel(0, 300);
        return false;
      },
      { intervals: [250] },
    )
    .toBe(true);
}
