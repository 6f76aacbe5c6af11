const mainNavigation = (page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens a section from the navigation bar as a person does: its link, or "More" and then its entry. */
export async function openSection(page, label) {
  const link = mainNavigation(page).getByRole('link', { name: label, exact: true });
  if ((await link.count()) > 0) return link.click();
  await mainNavigation(page).getByRole('button', { name: /^More/ }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

/** The sections the bar keeps behind "More", read from its open menu (which is closed again). */
export async function sectionsUnderMore(page) {
  const more = mainNavigation(page).getByRole('button', { name: /^More/ });
  if ((await more.count()) === 0) return [];
  await more.click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  const labels = (await items.allTextContents()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return labels;
}
