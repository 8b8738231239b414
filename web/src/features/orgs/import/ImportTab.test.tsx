import type { Person } from '@eos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ada, cy, orgRoutes, sessionAs } from '../../people/peopleFixtures';
import OrgDetailPage from '../pages/OrgDetailPage';

afterEach(() => vi.unstubAllGlobals());

const CSV = 'Action item,Responsible,Group\r\nRenew the domain,Olivia Owner,Leadership Team\r\n';
const MEETING = { id: '00000000-0000-4000-8000-00000000c001', threadId: '00000000-0000-4000-8000-00000000c002' };

function renderTab(me: Person, routes: Record<string, Handler>) {
  const session = sessionAs(me);
  const stub = stubApi({ ...orgRoutes(), 'GET session': () => ({ body: session }), ...routes });
  renderPage(<OrgDetailPage />, { path: '/org/detail/:id/:tab?', url: `/org/detail/${ids.org}/import`, session });
  return { ...stub, user: userEvent.setup() };
}

const events = (...list: [string, unknown][]) =>
  list.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

describe('the Import tab', { timeout: 30_000 }, () => {
  it('is not offered to a Member', async () => {
    renderTab(cy, {});
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Import' })).toBeNull();
  });

  it('takes an Owner from the file through the mapping and the preview to the result, with progress', async () => {
    const result = {
      succeeded: true,
      created: { rocks: 0, todos: 1, issues: 0, headlines: 0, measurables: 0, measuredValues: 0, people: 0 },
      ids: { rocks: [], todos: [MEETING.id], issues: [], headlines: [], measurables: [], people: [] },
      skippedRows: 0,
      meetings: [{ ...MEETING, title: 'Leadership Team' }],
      invitationsSent: true,
    };
    const { user, calls } = renderTab(ada, {
      'POST import/columns': () => ({
        body: {
          succeeded: true,
          headers: ['Action item', 'Responsible', 'Group'],
          mapping: { 'Action item': 'ignore', Responsible: 'ignore', Group: 'ignore' },
          sampleRows: [['Renew the domain', 'Olivia Owner', 'Leadership Team']],
          rowCount: 1,
        },
      }),
      'POST import/preview': () => ({
        body: {
          succeeded: true,
          total: 1,
          validRows: 1,
          rows: [
            {
              row: 2,
              kind: 'todo',
              title: 'Renew the domain',
              ownerName: 'Olivia Owner',
              ownerInvited: false,
              dueDate: '2027-02-01',
              status: null,
              meetingTitle: 'Leadership Team',
              weeks: 0,
              valid: true,
            },
          ],
          problems: [],
          invitees: [],
        },
      }),
      'POST import': () => ({
        headers: { 'content-type': 'text/event-stream' },
        raw: events(['progress', { done: 1, total: 1 }], ['result', result]),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Import' })).toBeTruthy();
    await user.click(screen.getByLabelText('Other CSV'));
    await user.click(screen.getByRole('combobox', { name: /What does the file hold/ }));
    await user.click(screen.getByRole('option', { name: 'To-Dos' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const file = new File([CSV], 'actions.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Choose a CSV file', { selector: 'input' }), file);
    expect(await screen.findByText(`actions.csv (${CSV.length} B)`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The mapping step: map the title, the owner and the meeting.
    for (const [column, field] of [
      ['Action item', 'Title'],
      ['Responsible', "Owner's name"],
      ['Group', 'Meeting (team)'],
    ]) {
      await user.click(await screen.findByRole('combobox', { name: column }));
      await user.click(screen.getByRole('option', { name: field }));
    }
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Rows: 1, all ready to import.')).toBeTruthy();
    const previewCall = calls.find((c) => c.key === 'POST import/preview');
    expect(previewCall?.body).toMatchObject({
      source: 'generic',
      entity: 'todos',
      csv: CSV,
      mapping: { 'Action item': 'title', Responsible: 'owner', Group: 'team' },
      inviteRole: 'Member',
    });
    await user.click(screen.getByRole('button', { name: 'Import the rows (1)' }));
    expect(await screen.findByText('To-Dos: 1')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Open Leadership Team' });
    expect(link.getAttribute('href')).toBe(`/traction/${MEETING.id}/${MEETING.threadId}`);
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST import')?.body).toMatchObject({ skipInvalidRows: false }),
    );
  });
});
