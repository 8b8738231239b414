import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG A/AA problems axe finds (in `within` only, when given), once CSS transitions have ended: a
 * dialog still fading in has half-transparent text whose contrast axe would measure mid-way.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
