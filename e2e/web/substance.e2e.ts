/// <reference lib="dom" />
// The banner is drawn on a canvas in the browser, hence the DOM types.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { clickWhenSettled, consoleBase, eventually, loginAdmin, pathOf, test } from '../fixtures.ts';
import { screenshotSettled } from './customer-auth.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * Substance (issue 17): the admin creates a tag (内容 › 标签), a project (内容 › 项目) and a topic with an
 * uploaded banner and two programmes (内容 › 专题), and tags a programme and puts it in the project on its form
 * (内容 › 方案管理); a visitor of the customer site sees the topic's banner on /my/programme, opens it
 * (/my/programme?topic=…) with its two programmes in order, and filters the list by the tag and the project.
 */
const text = zh_CN.substance;
const screenshot = screenshotSettled;
const WEDDING = '婚礼互动大屏方案';
const LAUNCH = '新品发布会直播方案';

const hostUrl = (baseUrl: string, host: string, path: string) => {
  const url = new URL(path, baseUrl);
  url.hostname = host;
  return url.toString();
};

/** Picks an option of the open antd select dropdown. */
const pick = (page: Page, label: string) =>
  clickWhenSettled(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first(),
  );

describe('substance', () => {
  test('an admin builds a topic, a tag and a project; the customer site shows the topic banner, its items and the filters', async ({
    page,
    openPage,
    baseUrl,
    demo,
  }) => {
    const suffix = Date.now() % 1_000_000;
    const tagName = `户外精选${suffix}`;
    const topicTitle = `年会季专题 ${suffix}`;
    const projectName = `婚庆项目${suffix}`;
    const admin = await openPage();
    await loginAdmin(admin, demo);

    // 内容 › 标签: a tag with its English name
    await admin.goto(`${consoleBase.admin}/substance/tag`);
    const tags = admin.getByTestId('tag-list');
    await tags.waitFor();
    await clickWhenSettled(tags.getByTestId('tag-create'));
    const tagForm = admin.getByTestId('tag-form');
    await tagForm.waitFor();
    await tagForm.getByTestId('tag-name-zh-cn').fill(tagName);
    await tagForm.getByTestId('tag-name-en').fill(`Outdoor ${suffix}`);
    await screenshot(admin, 'substance-admin-tag-form');
    await clickWhenSettled(admin.getByTestId('tag-form-submit'));
    await admin.getByText(text.tag.created).first().waitFor();
    await tags.locator('tr.ant-table-row').filter({ hasText: tagName }).waitFor();
    await screenshot(admin, 'substance-admin-tags');

    // 内容 › 项目: a project the wedding programme will join
    await admin.goto(`${consoleBase.admin}/substance/project`);
    const projects = admin.getByTestId('project-list');
    await projects.waitFor();
    await clickWhenSettled(projects.getByTestId('project-create'));
    const projectForm = admin.getByTestId('project-form');
    await projectForm.waitFor();
    await projectForm.getByTestId('project-name').fill(projectName);
    await projectForm.getByTestId('project-intro').fill('婚礼与订婚宴的互动方案');
    await clickWhenSettled(admin.getByTestId('project-form-submit'));
    await admin.getByText(text.project.created).first().waitFor();
    await projects.locator('tr.ant-table-row').filter({ hasText: projectName }).waitFor();
    await screenshot(admin, 'substance-admin-projects');

    // 内容 › 专题: a topic, then its two programmes
    await admin.goto(`${consoleBase.admin}/substance/topic`);
    const topics = admin.getByTestId('topic-list');
    await topics.waitFor();
    await clickWhenSettled(topics.getByTestId('topic-create'));
    const topicForm = admin.getByTestId('topic-form');
    await topicForm.waitFor();
    await topicForm.getByTestId('topic-title').fill(topicTitle);
    await topicForm.getByTestId('topic-intro').fill('年会与发布会的互动方案精选');
    // the banner: an image uploaded with the console's picker (drawn here on a canvas, 4:1)
    const banner = await admin.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 300;
      const draw = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = draw.createLinearGradient(0, 0, 1200, 300);
      gradient.addColorStop(0, '#1d3557');
      gradient.addColorStop(1, '#457b9d');
      draw.fillStyle = gradient;
      draw.fillRect(0, 0, 1200, 300);
      draw.fillStyle = 'rgba(255, 209, 102, 0.35)';
      for (let i = 0; i < 14; i++) {
        draw.beginPath();
        draw.arc(60 + i * 85, 150 + Math.sin(i) * 90, 28 + (i % 3) * 10, 0, Math.PI * 2);
        draw.fill();
      }
      return canvas.toDataURL('image/png').split(',')[1];
    });
    const picker = topicForm.getByTestId('topic-banner');
    await picker.locator('input[type="file"]').setInputFiles({
      name: 'topic-banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from(banner, 'base64'),
    });
    await eventually(() => picker.locator('img').count()).toBeGreaterThan(0);
    await clickWhenSettled(admin.getByTestId('topic-form-submit'));
    await admin.getByText(text.topic.created).first().waitFor();
    const row = topics.locator('tr.ant-table-row').filter({ hasText: topicTitle });
    await eventually(() => row.getByTestId('topic-state').textContent()).toBe(text.topic.published);
    await clickWhenSettled(row.getByTestId('topic-items-open'));
    const drawer = admin.getByTestId('topic-items');
    await drawer.getByText(text.item.empty).waitFor();
    for (const programme of [WEDDING, LAUNCH]) {
      await clickWhenSettled(drawer.getByTestId('topic-item-pick'));
      await admin.keyboard.type(programme.slice(0, 4));
      await pick(admin, programme);
      await clickWhenSettled(drawer.getByTestId('topic-item-add'));
      await drawer.getByTestId('topic-item-table').getByText(programme).waitFor();
    }
    await eventually(() => drawer.locator('tr.ant-table-row').count()).toBe(2);
    await screenshot(admin, 'substance-admin-topic-items');
    await admin.keyboard.press('Escape');
    await eventually(() => row.locator('td').nth(2).textContent()).toBe('2');
    await screenshot(admin, 'substance-admin-topics');

    // 内容 › 方案管理: the wedding programme gets the tag on its form
    await admin.goto(`${consoleBase.admin}/scheme`);
    const schemes = admin.getByTestId('scheme-list');
    const wedding = schemes.locator('tr.ant-table-row').filter({ hasText: WEDDING });
    await clickWhenSettled(wedding.getByTestId('scheme-edit'));
    const schemeForm = admin.getByTestId('scheme-form');
    await schemeForm.waitFor();
    await clickWhenSettled(schemeForm.getByTestId('scheme-tags'));
    await pick(admin, tagName);
    await admin.keyboard.press('Escape');
    await clickWhenSettled(schemeForm.getByTestId('scheme-project'));
    await pick(admin, projectName);
    await screenshot(admin, 'substance-admin-scheme-tags');
    await clickWhenSettled(admin.getByTestId('scheme-form-submit'));
    await schemeForm.waitFor({ state: 'hidden' });
    await wedding.getByTestId('tag-chip').filter({ hasText: tagName }).waitFor();

    // the customer site: the topic's banner, its page, and the tag filter
    await page.goto(hostUrl(baseUrl, 'agent1.localhost', `${consoleBase.customer}/programme`));
    const entry = page.getByTestId('topic-banner').filter({ hasText: topicTitle });
    await entry.waitFor();
    // its banner image is drawn behind the title
    await eventually(() =>
      entry.locator('.site-theme-banner').evaluate((element) => getComputedStyle(element).backgroundImage),
    ).toContain('url(');
    const filter = page.getByTestId('tag-filter');
    await filter.getByText(tagName).waitFor();
    await screenshot(page, 'substance-programme-banners');
    await clickWhenSettled(entry);
    await eventually(() => pathOf(page)).toMatch(/^\/my\/programme\?topic=\d+$/);
    const topic = page.getByTestId('topic-view');
    await topic.getByText('年会与发布会的互动方案精选').waitFor();
    const cards = topic.getByTestId('programme-card');
    await eventually(() => cards.count()).toBe(2);
    expect(await cards.nth(0).textContent()).toContain(WEDDING);
    expect(await cards.nth(1).textContent()).toContain(LAUNCH);
    await cards.nth(0).getByTestId('tag-chip').filter({ hasText: tagName }).waitFor();
    await screenshot(page, 'substance-topic-page');

    await clickWhenSettled(topic.getByTestId('topic-back'));
    await clickWhenSettled(page.getByTestId('tag-filter').getByText(tagName));
    await eventually(() => pathOf(page)).toMatch(/^\/my\/programme\?tag=\d+$/);
    const listed = page.getByTestId('programmes-page').getByTestId('programme-card');
    await eventually(() => listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain(WEDDING);
    await screenshot(page, 'substance-programme-tag-filter');

    // the project filter lists the project's programme
    await clickWhenSettled(page.getByTestId('tag-filter').getByText(text.site.allTags));
    await eventually(() => listed.count()).toBeGreaterThan(1);
    await clickWhenSettled(page.getByTestId('project-filter'));
    await pick(page, projectName);
    await eventually(() => pathOf(page)).toMatch(/^\/my\/programme\?project=\d+$/);
    await eventually(() => listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain(WEDDING);
  });
});
