import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { OWNER, signInAs } from '../support.ts';

// The learning centre in a real browser, with the e2e catalogue (e2e/fixtures/learning-catalogue.json,
// LEARNING_CATALOGUE in playwright.config.ts): a shared video address, the search, the guides, the
// menu's Knowledge Base link and a tool's guide link, at desktop and phone widths.

async function signedIn(page: Page): Promise<void> {
  await signInAs(page, OWNER);
}

/** WCAG A/AA problems axe finds, once CSS transitions (a dialog fading in) have ended. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  // The players' frames are other sites' pages (and unreachable offline): only ours is checked.
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('a video address opens its popup; search finds the IDS guide; the menu and a tool lead here', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signedIn(page);

  await page.goto('/learning-center/toolbox/l10-walkthrough');
  const dialog = page.getByRole('dialog', { name: 'Example: the Level 10 Meeting, section by section' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/e2eExample1');
  await expect(dialog.getByText('Duration 12:34')).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath('learning-video-1440.png') });
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/learning-center\/toolbox$/);
  await expect(page.getByRole('link', { name: /^Play Example: IDS in practice/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('learning-toolbox-1440.png'), fullPage: true });
  await expectNoSidewaysScroll(page);

  await page.getByRole('searchbox', { name: 'Search videos and guides' }).fill('IDS');
  await expect(page.getByRole('heading', { name: 'Results for “IDS”' })).toBeVisible();
  await page.getByRole('list', { name: 'Guides' }).getByRole('link', { name: 'IDS: Identify, Discuss, Solve' }).click();
  await expect(page).toHaveURL(/\/learning-center\/guides\/ids$/);
  await expect(page.getByRole('heading', { level: 2, name: 'IDS: Identify, Discuss, Solve' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Discuss' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Knowledge Base' }).click();
  await expect(page).toHaveURL(/\/learning-center\/eos-one$/);
  await expect(page.getByRole('link', { name: 'Play Example: a tour of the tools' })).toBeVisible();

  // A tool's screen links to its guide.
  await page.goto('/meetings');
  await page.getByRole('link', { name: 'Guide: the Level 10 Meeting' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The Level 10 Meeting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Segue (5 minutes)' })).toBeVisible();
});

test('at 375 px the cards stack, long titles wrap and the popup fits', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedIn(page);
  await page.goto('/learning-center/toolbox');
  await expect(page.getByRole('link', { name: /^Play Example: IDS in practice/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('learning-toolbox-375.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^Play Example: IDS in practice/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Example: IDS in practice/ });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/100000001');
  await expect(page).toHaveURL(/\/learning-center\/toolbox\/ids-in-practice$/);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('learning-video-375.png') });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/learning-center\/toolbox$/);

  await page.goto('/learning-center/guides/level-10-meeting');
  await expect(page.getByRole('heading', { level: 2, name: 'The Level 10 Meeting' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('learning-guide-375.png'), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/learning-center/guides?q=zebra');
  await expect(page.getByText('Nothing matches “zebra”')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('learning-search-empty-375.png'), fullPage: true });
});
