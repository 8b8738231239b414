import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const ATTEMPTS = 3;

/**
 * WCAG A/AA problems axe finds (in `within` only, when given), on a still screen: a dialog fading in,
 * or a toast fading out, has half-transparent text whose contrast axe would measure mid-way. So axe
 * runs once CSS transitions have ended, and when one started while it was measuring (a success toast
 * closing itself) and it found something, it measures again on the screen at rest; a problem that is
 * really there is found every time.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  let found: string[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    );
    await page.evaluate(() => {
      const w = window as unknown as { axeMoved?: number; axeCounting?: boolean };
      w.axeMoved = 0;
      if (!w.axeCounting) {
        w.axeCounting = true;
        document.addEventListener('transitionstart', () => (w.axeMoved = (w.axeMoved ?? 0) + 1), true);
      }
    });
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
    const result = await (within ? builder.include(within) : builder).analyze();
    found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const moved = await page.evaluate(() => (window as unknown as { axeMoved?: number }).axeMoved ?? 0);
    if (found.length === 0 || moved === 0) return found;
  }
  return found;
}
