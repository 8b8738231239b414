import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { vtoFixture } from '../vtoFixtures';
import { partAnswer, showVto } from '../vtoTestPage';

beforeEach(() => resetOwnWrites());

const first = '99999999-9999-4999-8999-000000000001';
const second = '99999999-9999-4999-8999-000000000002';

describe('CoreValuesEditor', { timeout: 20_000 }, () => {
  it('adds, moves and removes core values with the calls of 002 §7', async () => {
    const user = userEvent.setup();
    let vto = vtoFixture();
    const answer = () => partAnswer(vto);
    const page = showVto(() => vto, {
      routes: {
        'POST core-value': (body) => {
          const { title } = body as { title: string };
          vto = vtoFixture({
            vision: {
              ...vto.vision,
              coreValues: [...vto.vision.coreValues, { id: 'added', title, description: '', sequence: 2 }],
            },
          });
          return answer();
        },
        [`PUT core-value/${first}`]: answer,
        [`DELETE core-value/${second}`]: answer,
      },
    });
    const part = await screen.findByRole('region', { name: 'Core Values' });
    await user.type(within(part).getByRole('textbox', { name: 'New core value' }), 'Be humble{Enter}');
    expect(await within(part).findByDisplayValue('Be humble')).toBeTruthy();
    expect(within(part).getByRole('textbox', { name: 'New core value' })).toHaveProperty('value', '');

    // The first can only go down; moving is a PUT with its new place.
    expect(within(part).getByRole('button', { name: 'Move up: Do the right thing' })).toHaveProperty('disabled', true);
    await user.click(within(part).getByRole('button', { name: 'Move down: Do the right thing' }));
    await user.click(await within(part).findByRole('button', { name: 'Remove Grow or die' }));
    await waitFor(() =>
      expect(page.writes()).toEqual([
        { key: 'POST core-value', body: { title: 'Be humble', description: '' } },
        { key: `PUT core-value/${first}`, body: { title: 'Do the right thing', description: '', sequence: 1 } },
        { key: `DELETE core-value/${second}`, body: undefined },
      ]),
    );
    expect(within(part).getByText('Saved')).toBeTruthy();
  });

  it('starts the core values speech', async () => {
    const user = userEvent.setup();
    const vto = vtoFixture();
    const page = showVto(() => vto, { routes: { 'POST core-values-speech': () => partAnswer(vto) } });
    await user.click(await screen.findByRole('button', { name: 'Start the core values speech' }));
    await waitFor(() => expect(page.writes()).toEqual([{ key: 'POST core-values-speech', body: { notes: '' } }]));
  });
});
