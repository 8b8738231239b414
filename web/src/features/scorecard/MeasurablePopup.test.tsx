import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { bea, cy, ids, sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import MeasurablePopup from './MeasurablePopup';
import { measurableFixture, pick, popupRoutes, scIds, type User } from './scorecardTestData';

function renderAdd(tractionId: string | null = ids.meeting) {
  const onClosed = vi.fn();
  const result = renderWithProviders(
    <MeasurablePopup request={{ kind: 'measurable', key: 1, tractionId }} onClosed={onClosed} />,
    { session: sessionFixture() },
  );
  return { ...result, onClosed };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const title = () => screen.getByRole('textbox', { name: /^Title/ });
const goal = () => screen.getByRole('textbox', { name: /^Goal value/ }) as HTMLInputElement;

/** The options a select offers, by their text. */
async function optionsOf(user: User, label: string) {
  await user.click(field(label));
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return options;
}

describe('Add Measurable', () => {
  it('says what is missing: title, meeting, owners and goal', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(popupRoutes);
    renderAdd(null);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const messages = await screen.findAllByRole('alert');
    expect(messages.map((m) => m.textContent)).toEqual(['Required', 'Required', 'Required', 'Required']);
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(field('Meeting').getAttribute('aria-invalid')).toBe('true');
    expect(goal().getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.key.endsWith('add-measurable'))).toBe(false);
  });

  it('starts in the meeting it was added from, with Greater, Number, One and no decimals', async () => {
    stubApi(popupRoutes);
    renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    expect((field('Meeting') as HTMLInputElement).value).toBe('Leadership Team');
    expect((field('Comparison') as HTMLInputElement).value).toBe('> Greater');
    expect((field('Unit') as HTMLInputElement).value).toBe('Number');
    expect((field('Value scale') as HTMLInputElement).value).toBe('One');
    expect((field('Decimal places') as HTMLInputElement).value).toBe('0');
    expect((field('Roll-up') as HTMLInputElement).value).toBe('Sum');
  });

  it('the goal keeps only a number, at most 15 characters', async () => {
    const user = userEvent.setup();
    stubApi(popupRoutes);
    renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    await user.type(goal(), '-$1,5.0.7x');
    expect(goal().value).toBe('-15.07');
    await user.clear(goal());
    await user.click(goal());
    await user.paste('12345678901234567890');
    expect(goal().value).toBe('123456789012345');
  });

  it('offers the decimal places the unit and scale allow, back to 0 when a choice stops being one', async () => {
    const user = userEvent.setup();
    stubApi(popupRoutes);
    renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    expect(await optionsOf(user, 'Decimal places')).toEqual(['0', '1', '2', '3']);
    await pick(user, field('Decimal places'), '3');

    // Currencies show their prefix; with scale One they allow 0 or 2.
    await pick(user, field('Unit'), 'Dollar ($)');
    expect((field('Decimal places') as HTMLInputElement).value).toBe('0');
    expect(await optionsOf(user, 'Decimal places')).toEqual(['0', '2']);
    await pick(user, field('Decimal places'), '2');

    // Yen with scale One: none.
    await pick(user, field('Unit'), 'Yen (¥)');
    expect(await optionsOf(user, 'Decimal places')).toEqual(['0']);
    expect((field('Decimal places') as HTMLInputElement).value).toBe('0');

    // In thousands, Yen may have up to 3 again.
    await pick(user, field('Value scale'), 'Thousand (k)');
    expect(await optionsOf(user, 'Decimal places')).toEqual(['0', '1', '2', '3']);
  });

  it('a rate or a duration averages unless the user chose otherwise', async () => {
    const user = userEvent.setup();
    stubApi(popupRoutes);
    renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    await pick(user, field('Unit'), 'Percent (%)');
    expect((field('Roll-up') as HTMLInputElement).value).toBe('Average');
    await pick(user, field('Unit'), 'Dollar ($)');
    expect((field('Roll-up') as HTMLInputElement).value).toBe('Sum');
    // A roll-up the user chose stays whatever the unit.
    await pick(user, field('Roll-up'), 'Average');
    await pick(user, field('Unit'), 'Number');
    expect((field('Roll-up') as HTMLInputElement).value).toBe('Average');
  });

  it('shows the goal as it will read once comparison, goal, unit, scale and meeting are there', async () => {
    const user = userEvent.setup();
    stubApi(popupRoutes);
    renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    expect(screen.queryByText(/^Goal: /)).toBeNull();
    await user.type(goal(), '1.5');
    expect(screen.getByText('Goal: > 2')).toBeTruthy();
    await pick(user, field('Comparison'), '>= Greater or equal');
    await pick(user, field('Unit'), 'Dollar ($)');
    await pick(user, field('Value scale'), 'Million (M)');
    await pick(user, field('Decimal places'), '2');
    expect(screen.getByText('Goal: >= $1.50M')).toBeTruthy();
  });

  it('refuses an assistant who is also an owner', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi(popupRoutes);
    renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    await user.click(title());
    await user.paste('Revenue');
    await user.type(goal(), '50');
    await pick(user, field('Owners'), 'Bea Two');
    await pick(user, field('Assistant'), 'Bea Two');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The assistant cannot be the owner')).toBeTruthy();
    expect(calls.some((c) => c.key.endsWith('add-measurable'))).toBe(false);
    // 'No assistant' takes the choice back.
    await user.click(screen.getByRole('button', { name: 'No assistant' }));
    expect((field('Assistant') as HTMLInputElement).value).toBe('');
  });

  it('creates one measurable per owner in the chosen meeting, toasts and closes', async () => {
    const user = userEvent.setup();
    const created = [
      measurableFixture({ title: 'Revenue', scorecardId: scIds.salesScorecard }),
      measurableFixture({ id: scIds.clients, title: 'Revenue', scorecardId: scIds.salesScorecard }),
    ];
    const { calls } = stubApi({
      ...popupRoutes,
      [`POST scorecard/${scIds.salesScorecard}/add-measurable`]: () => ({
        body: { succeeded: true, measurables: created },
      }),
    });
    const { onClosed } = renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    await user.click(title());
    await user.paste('  Revenue ');
    await pick(user, field('Meeting'), 'Sales');
    await pick(user, field('Owners'), 'Bea Two');
    await pick(user, field('Owners'), 'Cy Three');
    await user.type(goal(), '12.5');
    await pick(user, field('Unit'), 'Percent (%)');
    await pick(user, field('Decimal places'), '1');
    await pick(user, field('Roll-up'), 'Average');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.find((c) => c.key === `POST scorecard/${scIds.salesScorecard}/add-measurable`)?.body).toEqual({
      title: 'Revenue',
      ownerIds: [bea.id, cy.id],
      goalValue: 12.5,
      comparison: 'Greater',
      unitOfMeasure: 'Percent',
      valueScale: 'One',
      decimalPlaces: 1,
      rollup: 'Average',
      editorId: null,
    });
    expect(await screen.findByText('Created: Revenue')).toBeTruthy();
  });

  it('Add and create another saves and starts over in the same meeting', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...popupRoutes,
      [`POST scorecard/${ids.scorecard}/add-measurable`]: () => ({
        body: { succeeded: true, measurables: [measurableFixture({ title: 'Leads' })] },
      }),
    });
    const { onClosed } = renderAdd();
    await screen.findByRole('button', { name: 'Add' });
    await user.click(title());
    await user.paste('Leads');
    await pick(user, field('Owners'), 'Bea Two');
    await user.type(goal(), '20');
    await user.click(screen.getByRole('button', { name: 'Add and create another' }));
    expect(await screen.findByText('Created: Leads')).toBeTruthy();
    await waitFor(() => expect((title() as HTMLInputElement).value).toBe(''));
    expect(goal().value).toBe('');
    expect((field('Meeting') as HTMLInputElement).value).toBe('Leadership Team');
    expect(calls.filter((c) => c.key.endsWith('add-measurable'))).toHaveLength(1);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('without any meeting, asks to create one instead', async () => {
    stubApi({ 'GET scorecards/meetings': () => ({ body: { succeeded: true, items: [] } }) });
    const { onClosed } = renderAdd();
    expect(await screen.findByText('Create a meeting first')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create meeting' })).toBeTruthy();
    expect(onClosed).toHaveBeenCalled();
    expect(screen.queryByText('Add Measurable')).toBeNull();
  });
});

describe('Edit Measurable', () => {
  function renderEdit() {
    const onClosed = vi.fn();
    const result = renderWithProviders(
      <MeasurablePopup
        request={{ kind: 'measurable', key: 1, id: scIds.revenue, scorecardId: ids.scorecard }}
        onClosed={onClosed}
      />,
      { session: sessionFixture() },
    );
    return { ...result, onClosed };
  }
  const itemKey = `scorecard/${ids.scorecard}/${scIds.revenue}`;

  it('saves the fields, then hands the measurable to its new owner: Updated, then Reassigned', async () => {
    const user = userEvent.setup();
    const measurable = measurableFixture();
    const { calls } = stubApi({
      ...popupRoutes,
      [`GET ${itemKey}`]: () => ({ body: { succeeded: true, measurable } }),
      [`PUT ${itemKey}`]: (body) => ({
        body: { succeeded: true, measurable: { ...measurable, ...(body as object) } },
      }),
      [`PUT ${itemKey}/reassign`]: () => ({
        body: { succeeded: true, measurable: { ...measurable, title: 'Revenue (new)', ownerId: bea.id, owner: bea } },
      }),
    });
    const { onClosed } = renderEdit();
    await screen.findByRole('button', { name: 'Save' });
    expect(title()).toHaveProperty('value', 'Revenue');
    expect(goal().value).toBe('50');
    expect(screen.getByText('Goal: >= $50.0k')).toBeTruthy();
    // One owner, no meeting to change.
    expect(screen.queryByLabelText(/^Meeting/, { selector: 'input' })).toBeNull();

    await user.clear(title());
    await user.click(title());
    await user.paste('Revenue (new)');
    await user.clear(goal());
    await user.type(goal(), '75');
    await pick(user, field('Owner'), 'Bea Two');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    const put = calls.find((c) => c.key === `PUT ${itemKey}`);
    expect(put?.body).toEqual({
      title: 'Revenue (new)',
      ownerId: measurable.ownerId,
      goalValue: 75,
      comparison: 'GreaterOrEqual',
      unitOfMeasure: 'Dollar',
      valueScale: 'Thousand',
      decimalPlaces: 1,
      rollup: 'Sum',
      editorId: null,
    });
    expect(calls.find((c) => c.key === `PUT ${itemKey}/reassign`)?.body).toEqual({ ownerId: bea.id });
    expect(await screen.findByText('Updated: Revenue (new)')).toBeTruthy();
    expect(await screen.findByText('Reassigned: Revenue (new)')).toBeTruthy();
  });

  it('requires the owner', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...popupRoutes,
      [`GET ${itemKey}`]: () => ({ body: { succeeded: true, measurable: measurableFixture({ ownerId: '' }) } }),
    });
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls.some((c) => c.key === `PUT ${itemKey}`)).toBe(false);
  });

  it('opens read-only without the right to edit', async () => {
    stubApi({
      ...popupRoutes,
      [`GET ${itemKey}`]: () => ({
        body: {
          succeeded: true,
          measurable: measurableFixture({ abilities: { canEdit: false, canEnterValues: true } }),
        },
      }),
    });
    renderEdit();
    expect(await screen.findByText('You can view this item but not change it.')).toBeTruthy();
    expect(title().hasAttribute('disabled')).toBe(true);
    expect(goal().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Remove asks, removes and closes', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      ...popupRoutes,
      [`GET ${itemKey}`]: () => ({ body: { succeeded: true, measurable: measurableFixture() } }),
      [`DELETE ${itemKey}`]: () => ({ body: { succeeded: true } }),
    });
    const { onClosed } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove measurable' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: Revenue')).toBeTruthy();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.some((c) => c.key === `DELETE ${itemKey}`)).toBe(true);
  });

  it('says so when the measurable is gone', async () => {
    stubApi(popupRoutes);
    renderEdit();
    expect(await screen.findByText('This item no longer exists or was removed.')).toBeTruthy();
  });
});
