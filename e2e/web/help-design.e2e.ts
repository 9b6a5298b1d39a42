import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  callApi,
  clickWhenSettled,
  consoleBase,
  eventually,
  loginAdmin,
  loginAgent,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { hostUrl } from './catalogue-journey.ts';

/**
 * The help centre's page builder (issue 17): the admin builds a help page with all five modules — a title
 * with an icon, a picture, a blank, a list menu with three links (a help entry and two web pages), a video by
 * link — reorders by drag and drop, duplicates, deletes, undoes and redoes, publishes it as the help home,
 * and the customer site's help panel shows it 388 px wide (the page builder's 750 scaled), opening the
 * entry's detail stage and a link's iframe stage. The platform's help is left as it was found (other
 * journeys expect the site's help centre article in the panel).
 */

/** Drags `source` onto `target` with the mouse in small steps (dnd-kit's pointer sensor needs the moves). */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 2, { steps: 3 });
  await page.mouse.up();
}

async function chooseIcon(page: Page, input: Locator, search: string, name: string) {
  await clickWhenSettled(input.getByRole('button').first());
  const picker = page.getByTestId('icon-picker');
  await picker.getByTestId('icon-search').locator('input').fill(search);
  await clickWhenSettled(picker.locator(`[data-testid="icon-option"][title="${name}"]`));
  await picker.waitFor({ state: 'hidden' });
}

async function pickOption(page: Page, select: Locator, text: string) {
  await clickWhenSettled(select);
  await clickWhenSettled(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first(),
  );
}

const canvasTypes = (page: Page) =>
  page
    .getByTestId('help-canvas-module')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-type')));

describe('help page builder', () => {
  test('the admin builds and publishes a help page with all five modules; the help panel shows it at 388 px', async ({
    page,
    openPage,
    demo,
    baseUrl,
  }) => {
    const tag = `${Date.now() % 1_000_000}`;
    const token = await loginAdmin(page, demo);
    await page.setViewportSize({ width: 1600, height: 900 });
    const made: { designs: number[]; entries: number[]; categories: number[] } = {
      designs: [],
      entries: [],
      categories: [],
    };
    try {
      await page.goto(`${consoleBase.admin}/help`);
      const centre = page.getByTestId('help-centre');
      await centre.waitFor();

      // a category and a rich-text entry for the menu to open
      await clickWhenSettled(centre.getByRole('tab', { name: '帮助条目' }));
      await clickWhenSettled(page.getByTestId('help-category-new'));
      const categoryForm = page.getByTestId('help-category-form');
      await categoryForm.getByTestId('help-category-name').fill(`新手入门 ${tag}`);
      await clickWhenSettled(page.getByTestId('help-category-form-submit'));
      await categoryForm.waitFor({ state: 'hidden' });
      await clickWhenSettled(page.getByTestId('help-entry-new'));
      const entryForm = page.getByTestId('help-entry-form');
      await entryForm.getByTestId('help-entry-title').fill(`常见问题 ${tag}`);
      await pickOption(page, entryForm.getByTestId('help-entry-type'), '图文详情');
      const editor = entryForm.getByTestId('help-entry-content');
      await editor.click();
      await editor.fill(`先创建活动，再邀请嘉宾扫码签到 ${tag}`);
      await clickWhenSettled(page.getByTestId('help-entry-form-submit'));
      await entryForm.waitFor({ state: 'hidden' });
      await eventually(() => page.getByTestId('help-entry-list').textContent()).toContain(`常见问题 ${tag}`);

      // the page editor
      await clickWhenSettled(centre.getByRole('tab', { name: '页面设计' }));
      await clickWhenSettled(page.getByTestId('help-design-new'));
      const designer = page.getByTestId('help-editor');
      await designer.waitFor();
      await designer.getByTestId('help-editor-title').fill(`帮助首页 ${tag}`);
      await clickWhenSettled(designer.getByTestId('help-editor-home'));
      const form = page.getByTestId('help-module-form');

      // a title with an icon
      await clickWhenSettled(page.getByTestId('help-palette-title'));
      await form.getByTestId('help-title-text').fill('新手帮助');
      await clickWhenSettled(form.getByTestId('help-title-type').getByText('图标'));
      await chooseIcon(page, form.getByTestId('help-title-icon'), 'star', 'StarOutlined');

      // a picture uploaded with the material picker
      await clickWhenSettled(page.getByTestId('help-palette-picture'));
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: 375, height: 160 }, type: 'png' });
      const picker = form.getByTestId('help-picture-image-upload');
      await picker
        .locator('input[type="file"]')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
      await eventually(() => picker.locator('img').count()).toBeGreaterThan(0);
      await page.getByTestId('help-canvas').locator('[data-testid="help-picture"]').waitFor();

      // a list menu with three links: the help entry and two web pages
      await clickWhenSettled(page.getByTestId('help-palette-listMenu'));
      await clickWhenSettled(form.getByTestId('help-menu-add-item'));
      await clickWhenSettled(form.getByTestId('help-menu-add-item'));
      const items = form.getByTestId('help-menu-item-form');
      const about = hostUrl(baseUrl, 'agent2.localhost', '/my/essay/about');
      const menu = [
        { title: '常见问题', icon: ['question', 'QuestionCircleOutlined'] },
        { title: '关于我们', icon: ['team', 'TeamOutlined'] },
        { title: '隐私政策', icon: ['safety', 'SafetyOutlined'] },
      ] as const;
      for (const [index, item] of menu.entries()) {
        const row = items.nth(index);
        await row.getByTestId('help-menu-item-title').fill(item.title);
        await chooseIcon(page, row.getByTestId('help-menu-item-icon'), item.icon[0], item.icon[1]);
        const link = row.getByTestId('help-menu-item-link');
        if (index === 0) {
          await clickWhenSettled(link.getByText('帮助条目'));
          await pickOption(page, link.getByTestId('help-menu-item-link-entry'), `常见问题 ${tag}`);
        } else {
          await clickWhenSettled(link.getByText('网址'));
          await link
            .getByTestId('help-menu-item-link-url')
            .fill(index === 1 ? about : hostUrl(baseUrl, 'agent2.localhost', '/my/essay/privacy_policy'));
        }
      }

      // a video by link
      await clickWhenSettled(page.getByTestId('help-palette-video'));
      await form.getByTestId('help-video-link').fill(`${baseUrl}/storage/platform/help-intro-${tag}.mp4`);
      expect(await canvasTypes(page)).toEqual(['title', 'picture', 'listMenu', 'video']);

      // a blank dragged from the palette onto the picture: it lands after it
      const modules = page.getByTestId('help-canvas-module');
      await drag(page, page.getByTestId('help-palette-blank'), modules.nth(1));
      await eventually(() => canvasTypes(page)).toEqual(['title', 'picture', 'blank', 'listMenu', 'video']);
      // the video dragged by its handle above the list menu
      await clickWhenSettled(modules.nth(4).getByTestId('help-canvas-select'));
      await drag(page, modules.nth(4).getByTestId('help-module-handle'), modules.nth(3));
      await eventually(() => canvasTypes(page)).toEqual(['title', 'picture', 'blank', 'video', 'listMenu']);

      // duplicate and delete the blank, undo the delete, redo it
      await clickWhenSettled(modules.nth(2).getByTestId('help-canvas-select'));
      await clickWhenSettled(modules.nth(2).getByTestId('help-module-duplicate'));
      await eventually(() => modules.count()).toBe(6);
      await clickWhenSettled(modules.nth(3).getByTestId('help-module-remove'));
      await clickWhenSettled(
        page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }),
      );
      await eventually(() => modules.count()).toBe(5);
      await clickWhenSettled(designer.getByTestId('help-editor-undo'));
      await eventually(() => modules.count()).toBe(6);
      await clickWhenSettled(designer.getByTestId('help-editor-redo'));
      await eventually(() => modules.count()).toBe(5);
      expect(await canvasTypes(page)).toEqual(['title', 'picture', 'blank', 'video', 'listMenu']);

      // the style of the title: a tinted background and padding
      await clickWhenSettled(modules.nth(0).getByTestId('help-canvas-select'));
      await clickWhenSettled(form.getByTestId('help-style-tab'));
      await form
        .locator('input[data-testid="help-style-paddingTop"], [data-testid="help-style-paddingTop"] input')
        .first()
        .fill('30');
      await clickWhenSettled(form.getByTestId('help-style-tab'));
      await saveScreenshot(page, 'help-design-editor');

      // save the draft, then publish
      const saved = page.waitForResponse((response) =>
        response.url().includes('/api/admin/help/design/save'),
      );
      await clickWhenSettled(designer.getByTestId('help-editor-save'));
      const savedBody = (await (await saved).json()) as { code: number; data: { id: number } };
      expect(savedBody.code).toBe(0);
      made.designs.push(savedBody.data.id);
      await eventually(() => designer.textContent()).toContain('未发布');
      await clickWhenSettled(designer.getByTestId('help-editor-publish'));
      await clickWhenSettled(
        page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }),
      );
      await eventually(() => designer.textContent()).toContain('已发布');
      await clickWhenSettled(designer.getByTestId('help-editor-back'));
      await eventually(() => page.getByTestId('help-design-list').textContent()).toContain(`帮助首页 ${tag}`);
      expect(await page.getByTestId('help-design-list').textContent()).toContain('帮助首页');

      // the customer site: the right bar's help panel shows the page 388 px wide
      const visitor = await openPage();
      await visitor.goto(hostUrl(baseUrl, 'agent2.localhost', '/my/programme'));
      await clickWhenSettled(visitor.getByTestId('right-help'));
      const panel = visitor.getByTestId('help-panel');
      const shown = panel.getByTestId('help-panel-design');
      await shown.getByText('新手帮助').waitFor();
      expect(Math.round((await shown.boundingBox())?.width ?? 0)).toBe(388);
      expect(
        await shown
          .locator('[data-module-type]')
          .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-module-type'))),
      ).toEqual(['title', 'picture', 'blank', 'video', 'listMenu']);
      await eventually(() => shown.getByTestId('help-menu-item').count()).toBe(3);
      expect(await shown.getByTestId('help-video').getAttribute('src')).toContain(`help-intro-${tag}.mp4`);
      await eventually(() =>
        shown.getByTestId('help-picture').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      await visitor.waitForTimeout(400);
      await saveScreenshot(visitor, 'help-design-panel');

      // the entry opens its detail stage, a web page the iframe stage
      await clickWhenSettled(shown.getByTestId('help-menu-item').filter({ hasText: '常见问题' }));
      await panel.getByText(`先创建活动，再邀请嘉宾扫码签到 ${tag}`).waitFor();
      expect(await panel.getAttribute('data-stage')).toBe('detail');
      await saveScreenshot(visitor, 'help-design-panel-detail');
      await clickWhenSettled(visitor.getByTestId('help-panel-back'));
      await clickWhenSettled(panel.getByTestId('help-menu-item').filter({ hasText: '关于我们' }));
      await eventually(() => panel.getAttribute('data-stage')).toBe('iframe');
      expect(await panel.getByTestId('help-panel-iframe').getAttribute('src')).toBe(about);
      await clickWhenSettled(visitor.getByTestId('help-panel-back'));
      await shown.waitFor();
    } finally {
      // leave the platform's help as it was: no published home of this journey
      const designs = await callApi<{ id: number; title: string }[]>(
        baseUrl,
        '/api/admin/help/design/getList',
        { token },
      );
      for (const design of designs.body.data ?? [])
        if (design.title.endsWith(` ${tag}`)) made.designs.push(design.id);
      const entries = await callApi<{ id: number; title: string; category_id: number }[]>(
        baseUrl,
        '/api/admin/help/entry/getList',
        { token },
      );
      for (const entry of entries.body.data ?? [])
        if (entry.title.endsWith(` ${tag}`)) {
          made.entries.push(entry.id);
          made.categories.push(entry.category_id);
        }
      const categories = await callApi<{ id: number; name: string }[]>(
        baseUrl,
        '/api/admin/help/category/getList',
        { token },
      );
      for (const category of categories.body.data ?? [])
        if (category.name.endsWith(` ${tag}`)) made.categories.push(category.id);
      for (const id of new Set(made.designs))
        await callApi(baseUrl, '/api/admin/help/design/delete', { token, body: { id } });
      for (const id of new Set(made.entries))
        await callApi(baseUrl, '/api/admin/help/entry/delete', { token, body: { id } });
      for (const id of new Set(made.categories))
        await callApi(baseUrl, '/api/admin/help/category/delete', { token, body: { id } });
    }
  });

  test("an agent builds its site's own help page as a draft and deletes it", async ({ page, demo }) => {
    const tag = `${Date.now() % 1_000_000}`;
    await loginAgent(page, demo);
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto(`${consoleBase.agent}/help`);
    await page.getByTestId('help-centre').waitFor();
    await clickWhenSettled(page.getByTestId('help-design-new'));
    const designer = page.getByTestId('help-editor');
    await designer.getByTestId('help-editor-title').fill(`星河帮助 ${tag}`);
    await clickWhenSettled(page.getByTestId('help-palette-title'));
    await page.getByTestId('help-module-form').getByTestId('help-title-text').fill('联系我们');
    await clickWhenSettled(designer.getByTestId('help-editor-save'));
    await eventually(() => designer.textContent()).toContain('未发布');
    await saveScreenshot(page, 'help-design-agent-editor');
    await clickWhenSettled(designer.getByTestId('help-editor-back'));
    const row = page
      .getByTestId('help-design-list')
      .locator('tr.ant-table-row')
      .filter({ hasText: `星河帮助 ${tag}` });
    await row.waitFor();
    await clickWhenSettled(row.getByTestId('help-design-delete'));
    await clickWhenSettled(page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }));
    await eventually(() => row.count()).toBe(0);
  });
});
