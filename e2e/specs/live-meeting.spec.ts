import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { activeSection, live, openLiveMeeting } from '../live.ts';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { fromNewestMail, signInAs } from '../support.ts';

// A Level 10 held live by two people: one at a desk, one on a phone. Every step one of them takes
// shows on the other's screen; a reload mid-meeting comes back to where the meeting is; the end
// records the summary and mails the recap.

async function joinLive(browser: Browser, email: string, width: number): Promise<Page> {
  // Its own context (axe needs one): two people, two sessions.
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInAs(page, email);
  await openLiveMeeting(page);
  return page;
}

test('two people run a Level 10 together, from start to summary', async ({ browser }) => {
  const owner = await joinLive(browser, 'owner@demo.local', 1440);
  const member = await joinLive(browser, 'member@demo.local', 375);
  await expect(live(owner).getByText('Attendees (2)')).toBeVisible();
  // The live screen at a desk and on a phone passes axe.
  for (const page of [owner, member]) {
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }

  await live(owner).getByRole('button', { name: 'Start meeting' }).click();
  await expect(live(member).getByText('In progress')).toBeVisible();
  await expect(activeSection(member)).toContainText('Segue');

  // Segue: the owner picks who shares; the member's screen shows it.
  await live(owner).getByRole('button', { name: 'Pick Maya Member to share' }).click();
  await expect(live(member).getByText('Sharing now')).toBeVisible();

  await live(owner).getByRole('button', { name: 'Next section' }).click();
  await expect(activeSection(member)).toContainText('Scorecard');

  // IDS, chosen from the agenda: prioritize, discuss, solve.
  await live(owner).getByRole('navigation', { name: 'Agenda' }).getByRole('button', { name: /^IDS/ }).click();
  await expect(activeSection(member)).toContainText('IDS');
  await live(owner).getByRole('button', { name: 'Start prioritizing' }).click();
  // Ticked once the server has it (the box follows the shared state, not the click).
  const pick = live(owner).getByRole('checkbox', { name: 'Discuss Onboarding takes too long' });
  await pick.click();
  await expect(pick).toBeChecked();
  await expect(live(member).getByLabel('Focus issue 1')).toBeVisible();
  await live(owner).getByRole('button', { name: 'Start discussing' }).click();
  const focus = live(member).getByRole('region', { name: 'Issue being discussed' });
  await expect(focus.getByText('Onboarding takes too long')).toBeVisible();

  // A reload mid-meeting comes back to the section and the issue being discussed.
  await member.reload();
  await expect(activeSection(member)).toContainText('IDS');
  await expect(focus.getByText('Onboarding takes too long')).toBeVisible();

  await live(member).getByRole('button', { name: 'Solved', exact: true }).click();
  await expect(
    live(owner).getByRole('region', { name: 'Solved in this meeting' }).getByText('Onboarding takes too long'),
  ).toBeVisible();

  // Conclude: each rates the meeting; both see the average.
  await live(owner)
    .getByRole('navigation', { name: 'Agenda' })
    .getByRole('button', { name: /^Conclude/ })
    .click();
  await expect(activeSection(member)).toContainText('Conclude');
  await live(owner)
    .getByRole('group', { name: 'Rating of Olivia Owner' })
    .getByRole('button', { name: 'Rate 9' })
    .click();
  await live(member)
    .getByRole('group', { name: 'Rating of Maya Member' })
    .getByRole('button', { name: 'Rate 8' })
    .click();
  await expect(live(owner).getByText('Average rating: 8.5')).toBeVisible();
  await expect(live(member).getByText('Average rating: 8.5')).toBeVisible();

  await live(owner).getByRole('button', { name: 'End meeting' }).first().click();
  await owner.getByRole('dialog', { name: 'End the meeting?' }).getByRole('button', { name: 'End meeting' }).click();
  for (const page of [owner, member]) {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The meeting has ended.')).toBeVisible();
  }
  // The dashboard keeps the meeting's card for the day: its rating and what it decided.
  const card = owner.getByRole('region', { name: 'Leadership Team ended today' }).first();
  await expect(card.getByText('8.5')).toBeVisible();
  await expect(card.getByText('Issues solved')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View summary' })).toBeVisible();

  // The summary: who came, their ratings, what was solved.
  await member.getByRole('link', { name: 'See its summary' }).click();
  // Exact: the live region may still be announcing 'Issue updated: Onboarding takes too long'.
  await expect(member.getByText('Onboarding takes too long', { exact: true })).toBeVisible();
  await expect(member.getByText('Maya Member')).toBeVisible();

  // The recap mail goes to the attendees (the outbox folder, with no SMTP server configured).
  await fromNewestMail(E2E_DATA_DIR, 'member@demo.local', /(Meeting recap: Leadership Team)/);
  await Promise.all([owner.context().close(), member.context().close()]);
});
