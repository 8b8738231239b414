import type { VisibilityResponse } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { bea, cy, ids, person } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { revisionFixture, session, vtoIds } from '../../vto/vtoFixtures';
import { VtoKind } from '../../vto/vtoKind';
import { setRight } from '../visibilityRules';
import { VisibilitySettingsPopup } from './VisibilitySettingsPopup';

afterEach(() => vi.unstubAllGlobals());

const revision = revisionFixture();
const key = `vto/collection/${vtoIds.company}/revision/${vtoIds.revision}/visibility`;
const ada = person(ids.memberPerson, 'Ada', 'Lovelace');
const observer = { ...cy, role: 'Observer' as const };
const dee = person('00000000-0000-4000-8000-0000000000c4', 'Dee', 'Four');

function answer(overrides: Partial<VisibilityResponse> = {}): VisibilityResponse {
  return {
    succeeded: true,
    hasLeadershipTeam: true,
    settings: {
      groups: { lt: { canView: true, canEdit: false }, org: { canView: false, canEdit: false } },
      individuals: [
        { personId: bea.id, canView: true, canEdit: true },
        { personId: ada.id, canView: true, canEdit: true },
        { personId: observer.id, canView: true, canEdit: false },
        { personId: dee.id, canView: true, canEdit: false },
      ],
      createdById: bea.id,
    },
    ...overrides,
  };
}

function open(canChange = true, got = answer()) {
  const stub = stubApi({
    [`GET ${key}`]: () => ({ body: got }),
    [`PUT ${key}`]: () => ({ body: got }),
    'GET people': () => ({ body: [bea, ada, observer, dee] }),
    'POST person-picker-list': () => ({ body: { items: [], totalCount: 0 } }),
  });
  const onClose = vi.fn();
  renderWithProviders(
    <VtoKind>
      <VisibilitySettingsPopup revision={revision} canChange={canChange} onClose={onClose} />
    </VtoKind>,
    { session, url: '/vto' },
  );
  return { ...stub, onClose };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('visibility rules (001 §5)', () => {
  it('edit implies view; no view means no edit', () => {
    expect(setRight({ canView: false, canEdit: false }, 'canEdit', true)).toEqual({ canView: true, canEdit: true });
    expect(setRight({ canView: true, canEdit: true }, 'canView', false)).toEqual({ canView: false, canEdit: false });
    expect(setRight({ canView: true, canEdit: true }, 'canEdit', false)).toEqual({ canView: true, canEdit: false });
  });
});

describe('VisibilitySettingsPopup', { timeout: 20_000 }, () => {
  it('ticks view with edit, unticks edit with view, and saves the groups and people', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Edit: Everyone in the organization' }));
    expect(box('View: Everyone in the organization').checked).toBe(true);
    await user.click(box('Edit: Leadership Team'));
    await user.click(box('View: Leadership Team'));
    expect(box('Edit: Leadership Team').checked).toBe(false);
    await user.click(await screen.findByRole('checkbox', { name: 'Edit: Dee Four' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.key === `PUT ${key}`)?.body).toEqual({
      groups: { lt: { canView: false, canEdit: false }, org: { canView: true, canEdit: true } },
      individuals: [
        { personId: bea.id, canView: true, canEdit: true },
        { personId: ada.id, canView: true, canEdit: true },
        { personId: observer.id, canView: true, canEdit: false },
        { personId: dee.id, canView: true, canEdit: true },
      ],
    });
  });

  it("keeps each person's view on and locks edit for the creator, oneself and an Observer", async () => {
    open();
    await screen.findByRole('checkbox', { name: 'Edit: Dee Four' });
    for (const name of ['Bea Two', 'Ada Lovelace', 'Cy Three', 'Dee Four']) {
      expect(box(`View: ${name}`).checked).toBe(true);
      expect(box(`View: ${name}`).disabled).toBe(true);
    }
    expect(box('Edit: Bea Two').disabled).toBe(true);
    expect(box('Edit: Ada Lovelace').disabled).toBe(true);
    expect(box('Edit: Cy Three').disabled).toBe(true);
    expect(box('Edit: Dee Four').disabled).toBe(false);
    expect(screen.getByText('Observers can view only')).toBeTruthy();
  });

  it('scrolls the people from 3 on', async () => {
    open();
    const list = await screen.findByTestId('visibility-individuals');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByTestId('visibility-scroll')).toBeTruthy();
  });

  it('does not scroll 2 people', async () => {
    const two = answer();
    two.settings.individuals = two.settings.individuals.slice(0, 2);
    open(true, two);
    await screen.findByTestId('visibility-individuals');
    expect(screen.queryByTestId('visibility-scroll')).toBeNull();
  });

  it('locks the leadership team until the organization has one', async () => {
    open(true, answer({ hasLeadershipTeam: false }));
    await screen.findByRole('checkbox', { name: 'View: Leadership Team' });
    expect(box('View: Leadership Team').disabled).toBe(true);
    expect(box('Edit: Leadership Team').disabled).toBe(true);
    expect(box('View: Everyone in the organization').disabled).toBe(false);
  });

  it('is read-only with a Close button for someone who may not edit', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = open(false);
    await screen.findByRole('checkbox', { name: 'Edit: Dee Four' });
    for (const checkbox of screen.getAllByRole('checkbox')) expect((checkbox as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Add people')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.some((c) => c.key.startsWith('PUT'))).toBe(false);
  });
});
