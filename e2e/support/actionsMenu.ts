import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the 'Actions' menu of a launched survey inside `scope` (the results header or the cost
 * panel) and returns its item `name`; the menu itself is a popup on the page, not inside `scope`.
 */
export async function actionsMenuItem(page: Page, scope: Locator, name: string): Promise<Locator> {
  await scope.getByRole('button', { name: 'Actions' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem', { name, exact: true });
}

/** Closes an open Actions menu without choosing anything. */
export async function closeActionsMenu(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}
