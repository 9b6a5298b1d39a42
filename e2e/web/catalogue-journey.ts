import type { Page } from 'playwright-core';
import { clickWhenSettled, consoleBase, eventually } from '../fixtures.ts';

/**
 * Helpers of the journeys where the admin offers something of a platform catalogue to an agent from the
 * partner drawer and the agent's customer site shows it (plugins, software). Chromium resolves *.localhost
 * to this machine.
 */

/** The address of `path` on the site of `host` (a demo agent's domain). */
export const hostUrl = (baseUrl: string, host: string, path: string) => {
  const url = new URL(path, baseUrl);
  url.hostname = host;
  return url.toString();
};

/** Waits until the drawer has slid in fully (the screenshot shows it whole). */
export const drawerSettled = (page: Page) =>
  eventually(() =>
    page
      .locator('.ant-drawer-open .ant-drawer-content-wrapper')
      .first()
      .evaluate((element) => Array.from(element.classList).some((name) => /-(appear|enter)/.test(name))),
  ).toBe(false);

/** Opens the partner drawer of the agent named `agent` (admin › partner) on its tab `tab`; answers the drawer. */
export async function openPartnerTab(page: Page, agent: string, tab: string) {
  await page.goto(`${consoleBase.admin}/partner`);
  const agentRow = page.getByTestId('partner-list').locator('tr.ant-table-row').filter({ hasText: agent });
  await clickWhenSettled(agentRow.getByTestId('partner-detail'));
  const drawer = page.getByTestId('partner-detail-drawer');
  await clickWhenSettled(drawer.getByRole('tab', { name: tab }));
  return drawer;
}

/** Uploads a square PNG (a clip of the page) through an image picker with a cropper, and waits for it. */
export async function uploadSquareImage(page: Page, picker: ReturnType<Page['getByTestId']>, name: string) {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 200 }, type: 'png' });
  await picker.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await page.getByTestId('cropper-dialog').waitFor();
  await clickWhenSettled(page.getByTestId('cropper-confirm'));
  await eventually(() => picker.locator('img').count()).toBeGreaterThan(0);
  // until the cropper has faded out its focus trap pulls focus back, and text typed elsewhere is lost
  await page.getByTestId('cropper-dialog').waitFor({ state: 'hidden' });
}
