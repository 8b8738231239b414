import type { QuarterlyPlan, VtoRevision } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetOwnWrites } from '../../../app/liveEcho';
import { ids } from '../../../test/fixtures';
import { vtoFixture } from '../vtoFixtures';
import { partAnswer, showVto } from '../vtoTestPage';

beforeEach(() => resetOwnWrites());

const planId = '99999999-9999-4999-8999-000000000030';
const rockId = '99999999-9999-4999-8999-000000000031';
const launch = {
  rockId,
  title: 'Launch the app',
  ownerId: ids.memberPerson,
  status: 'OnTrack',
  dueDate: '2030-03-31',
} as const;

function withPlan(rocks: QuarterlyPlan['rocksForTheQuarter']): VtoRevision {
  const base = vtoFixture({ linkedTractionId: ids.meeting });
  const plan: QuarterlyPlan = {
    id: planId,
    futureDate: '2030-03-31',
    futureDateNotes: '',
    financialMetrics: [],
    measurables: [],
    goals: [],
    rocksForTheQuarter: rocks,
    updated: '2030-01-05T10:00:00.000Z',
  };
  return { ...base, traction: { ...base.traction, quarterlyPlan: plan } };
}

describe('QuarterRocksEditor', { timeout: 20_000 }, () => {
  it("links one of the leadership meeting's Rocks and shows it with its status and due date", async () => {
    const user = userEvent.setup();
    let vto = withPlan([]);
    const page = showVto(() => vto, {
      side: 'traction',
      routes: {
        'GET rocks-for-quarter': () => ({ body: { succeeded: true, rocks: [launch] } }),
        [`POST quarterly-plan/${planId}/rock`]: () => {
          vto = withPlan([{ ...launch, id: 'link-1', sequence: 0 }]);
          return partAnswer(vto, 'link-1');
        },
      },
    });
    const part = await screen.findByRole('region', { name: 'Rocks' });
    await user.click(within(part).getByRole('combobox', { name: 'Link a Rock of the leadership meeting' }));
    await user.click(await screen.findByRole('option', { name: 'Launch the app' }));
    const list = await within(part).findByRole('list', { name: 'Rocks for the quarter' });
    expect(within(list).getByText('Launch the app')).toBeTruthy();
    expect(within(list).getByText('On-Track')).toBeTruthy();
    expect(within(list).getByText(/Due/)).toBeTruthy();
    expect(page.writes().filter((w) => w.key.startsWith('POST'))).toEqual([
      { key: `POST quarterly-plan/${planId}/rock`, body: { rockId } },
    ]);
  });

  it('opens Add Rock preset to the leadership meeting and Company', async () => {
    const user = userEvent.setup();
    showVto(() => withPlan([]), {
      side: 'traction',
      routes: { 'GET rocks-for-quarter': () => ({ body: { succeeded: true, rocks: [] } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Rock' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '')).toEqual([
      { kind: 'rock', tractionId: ids.meeting, prefill: { type: 'Company' } },
    ]);
  });

  it('unlinks a Rock (the Rock itself stays in the meeting)', async () => {
    const user = userEvent.setup();
    const vto = withPlan([{ ...launch, id: 'link-1', sequence: 0 }]);
    const page = showVto(() => vto, {
      side: 'traction',
      routes: {
        'GET rocks-for-quarter': () => ({ body: { succeeded: true, rocks: [] } }),
        [`DELETE quarterly-plan/${planId}/rock/link-1`]: () => partAnswer(withPlan([])),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unlink Launch the app' }));
    await waitFor(() => expect(screen.getByText('No Rocks listed.')).toBeTruthy());
    expect(page.writes().filter((w) => w.key.startsWith('DELETE'))).toEqual([
      { key: `DELETE quarterly-plan/${planId}/rock/link-1`, body: undefined },
    ]);
  });

  it('removes the whole quarterly plan after a confirmation that the Rocks stay', async () => {
    const user = userEvent.setup();
    const base = vtoFixture({ linkedTractionId: ids.meeting });
    const page = showVto(() => withPlan([{ ...launch, id: 'link-1', sequence: 0 }]), {
      side: 'traction',
      routes: {
        'GET rocks-for-quarter': () => ({ body: { succeeded: true, rocks: [] } }),
        [`DELETE quarterly-plan/${planId}`]: () => partAnswer(base, planId),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Rocks' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Rocks?' });
    expect(within(confirm).getByText(/The Rocks themselves stay in their meetings/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Start the quarterly plan' })).toBeTruthy();
    expect(page.writes().filter((w) => w.key.startsWith('DELETE'))).toEqual([
      { key: `DELETE quarterly-plan/${planId}`, body: undefined },
    ]);
  });
});
