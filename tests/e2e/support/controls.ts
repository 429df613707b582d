import { expect, type Locator } from '@playwright/test';

/**
 * Ticks (or clears) a checkbox as a person does: by clicking its visible box, not the hidden input
 * behind it, and then waits until the box shows the new state. A click on the hidden input read
 * the state back before the form had re-rendered, and sometimes found it unchanged.
 */
export async function setChecked(box: Locator, checked = true): Promise<void> {
  if ((await box.isChecked()) === checked) return;
  await box.locator('xpath=..').locator('[data-part="control"]').first().click();
  if (checked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}
