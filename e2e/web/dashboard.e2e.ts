import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  clickWhenSettled,
  eventually,
  loginAdmin,
  loginAgent,
  loginCustomer,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { downloadBy, rowsOf } from './spreadsheet.steps.ts';
import { zh_CN } from './strings.ts';

/**
 * The console homes' figures (issue 18): the admin's dashboard draws its charts from the demo orders and
 * follows a change of range; an agent owner sees the team's figures, its staff none.
 */
const text = zh_CN.dashboard;

/** Whether a chart card's canvas has been drawn on (Chart.js): some pixel of it is not transparent. */
const drawn = (card: Locator) =>
  card.locator('canvas').evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels?.some((value, index) => index % 4 === 3 && value > 0) ?? false;
  });

describe('dashboard', () => {
  test('the admin sees figures and charts and changes the range; agent owners see theirs, staff none', async ({
    page,
    demo,
    openPage,
  }) => {
    // a customer opens the VIP popup: the funnel counts it
    const customer = await openPage();
    await loginCustomer(customer, demo);
    await clickWhenSettled(customer.getByTestId('vip-open'));
    await clickWhenSettled(customer.getByTestId('vip-open-modal'));
    await customer.getByTestId('vip-modal').getByTestId('vip-plan').first().waitFor();

    await loginAdmin(page, demo, { at: '/index' });
    const board = page.getByTestId('dashboard');
    await board.getByTestId('dashboard-figure-revenue').waitFor();
    const funnel = board.getByTestId('dashboard-vip-funnel');
    await eventually(() => funnel.textContent()).toMatch(
      /VIP 弹窗转化率\d+(\.\d)?%[1-9]\d* 人打开 · \d+ 人购买/,
    );
    // the demo orders were paid in the last days: the trend and the channels are drawn, each canvas named
    // by its chart and described by a table of its figures (in yuan)
    const trendChart = board.getByTestId('dashboard-chart-trend');
    await eventually(() => drawn(trendChart)).toBe(true);
    expect(await trendChart.getByRole('img', { name: text.charts.trend }).count()).toBe(1);
    const channels = board.getByTestId('dashboard-chart-channel');
    await eventually(() => drawn(channels)).toBe(true);
    expect(await channels.locator('canvas td').allTextContents()).toContainEqual(
      expect.stringMatching(/^¥\d/),
    );
    expect(await board.getByTestId('dashboard-figure-revenue').textContent()).toMatch(/¥\d/);
    const days = board.getByTestId('dashboard-days');
    const week = await days.textContent();
    await saveScreenshot(page, 'dashboard-admin');
    // a day's tooltip: revenue in yuan and the paid orders of that day
    await trendChart.locator('canvas').hover();
    await saveScreenshot(page, 'dashboard-admin-tooltip');
    // the tools' ranking card (its bars once an activity order is paid in the range; the API test counts them)
    const tools = board.getByTestId('dashboard-chart-tools');
    await tools.scrollIntoViewIfNeeded();
    await tools.locator('canvas, .ant-empty').first().waitFor();
    await saveScreenshot(page, 'dashboard-admin-tools');

    await clickWhenSettled(board.getByTestId('dashboard-presets').getByText(text.presets.month));
    await eventually(() => days.textContent()).not.toBe(week);
    // thirty days, today included (the browser's day: Asia/Shanghai, as the server counts)
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const first = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    expect(await days.textContent()).toContain(`${first} 至 ${today}`);
    // the trend chart's data, over the month shown, through the job centre: one row a day
    const trend = await rowsOf(await downloadBy(page, board.getByTestId('dashboard-export-trend')));
    expect(trend[0]).toEqual(['日期或项目', '代理商', '收入（元）', '支付订单数', '新增客户']);
    expect(trend.slice(1).map((row) => row[0])).toHaveLength(30);
    expect(trend[1]?.[0]).toBe(first);
    expect(trend.at(-1)?.[0]).toBe(today);
    // the calendar of a custom range loads when chosen, showing the range shown
    await clickWhenSettled(board.getByTestId('dashboard-presets').getByText(text.presets.custom));
    await board.getByTestId('dashboard-range').first().waitFor();
    expect(await board.locator('.ant-picker-range input').first().inputValue()).toBe(first);
    await saveScreenshot(page, 'dashboard-admin-custom');

    const owner = await openPage();
    await loginAgent(owner, demo, { at: '/index' });
    await owner.getByTestId('dashboard').getByTestId('dashboard-figure-paid_orders').waitFor();
    await eventually(() => drawn(owner.getByTestId('dashboard-chart-trend'))).toBe(true);
    // an agent sees no agents' ranking: that is the platform's
    expect(await owner.getByTestId('dashboard-chart-agents').count()).toBe(0);
    await saveScreenshot(owner, 'dashboard-agent');
    // in the dark theme the charts take its colours (text, grid, tooltip) from the theme's tokens
    await owner.evaluate(() => localStorage.setItem('theme', JSON.stringify({ dark: true })));
    await owner.reload();
    await eventually(() => drawn(owner.getByTestId('dashboard-chart-trend'))).toBe(true);
    await saveScreenshot(owner, 'dashboard-agent-dark');

    const staff = await openPage();
    await loginAgent(staff, demo, {
      as: { username: 'staff@example.com', password: demo.agent.password },
      at: '/index',
    });
    await staff.getByText(zh_CN.home.shortcuts).waitFor();
    expect(await staff.getByTestId('dashboard').count()).toBe(0);
  });
});
