import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Exports from a list's open export dialog (XLSX chosen) and answers the text of the workbook's
 * sheets, where the exported rows are to be read.
 */
export async function exportedXlsx(page: Page, dialog: Locator): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  return Object.entries(files)
    .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
}
