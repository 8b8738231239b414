import type { Person } from '@eos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatFileSize } from '../../../components/fileSize';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ada, bea, orgRoutes, sessionAs } from '../../people/peopleFixtures';
import OrgDetailPage from '../pages/OrgDetailPage';
import { fileNameOf } from './api';

afterEach(() => vi.unstubAllGlobals());

const counts = { people: 5, meetings: 1, rocks: 3, todos: 4, issues: 3, headlines: 2, measurables: 6 };
const status = (canRestore: boolean) => () => ({ body: { succeeded: true, counts, canRestore } });

function renderTab(me: Person, routes: Record<string, Handler>) {
  const session = sessionAs(me);
  const stub = stubApi({ ...orgRoutes(), 'GET session': () => ({ body: session }), ...routes });
  renderPage(<OrgDetailPage />, {
    path: '/org/detail/:id/:tab?',
    url: `/org/detail/${ids.org}/export`,
    session,
  });
  return { ...stub, user: userEvent.setup() };
}

const zip = (name = 'demo-company-2030-01-07.zip') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], name, { type: 'application/zip' });

describe('the Export tab', { timeout: 30_000 }, () => {
  it('is the Owner’s alone', async () => {
    renderTab(bea, {});
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Export' })).toBeNull();
  });

  it('says what the download holds and downloads the zip under the server’s name, with a toast', async () => {
    const created: string[] = [];
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    const { user } = renderTab(ada, {
      'GET export/status': status(false),
      'GET export': () => ({
        raw: new Uint8Array([0x50, 0x4b]),
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="demo-2030-01-07.zip"',
        },
      }),
    });
    expect((await screen.findByTestId('export-counts')).textContent).toContain(
      'What it holds now: people 5, meetings 1, Rocks 3, To-Dos 4, Issues 3, Headlines 2, measurables 6.',
    );
    // Not empty: no restore, and it says why.
    expect(screen.getByText(/only into an organization without meetings or items/)).toBeTruthy();
    expect(screen.queryByTestId('export-drop-zone')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download everything' }));
    await waitFor(() => expect(created).toEqual(['demo-2030-01-07.zip']));
    expect(await screen.findByText('Export downloaded: demo-2030-01-07.zip')).toBeTruthy();
    click.mockRestore();
  });

  it('restores a chosen zip into an empty organization after a confirmation, and shows what it made', async () => {
    const { user, calls } = renderTab(ada, {
      'GET export/status': status(true),
      'POST export/restore': () => ({
        body: {
          succeeded: true,
          counts: { meetings: 1, rocks: 3, todos: 4, issues: 3, headlines: 2, measurables: 6 },
          peopleMatched: 1,
          peopleInvited: 4,
        },
      }),
    });
    const restore = await screen.findByRole('button', { name: 'Restore' });
    expect((restore as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByLabelText('Export file'), zip());
    expect(screen.getByTestId('export-file').textContent).toContain('Selected: demo-company-2030-01-07.zip (6 B)');
    await user.click(restore);
    const dialog = await screen.findByRole('dialog', { name: 'Restore this export?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByTestId('export-restore-result')).textContent).toContain(
      'Restored: meetings 1, Rocks 3, To-Dos 4, Issues 3, Headlines 2, measurables 6. People already here: 1; added as invited: 4.',
    );
    const sent = calls.find((c) => c.key === 'POST export/restore');
    expect(sent?.body).toBeInstanceOf(Blob);
  });

  it('shows the server’s reason when a zip is refused, and accepts a dropped file', async () => {
    const { user } = renderTab(ada, {
      'GET export/status': status(true),
      'POST export/restore': () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [
            { id: 'ERR_EXPORT_NO_MANIFEST', text: 'This zip is not an export of this app: it has no export manifest.' },
          ],
        },
      }),
    });
    const zone = await screen.findByTestId('export-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [zip('photos.zip')] } });
    expect(screen.getByTestId('export-file').textContent).toContain('photos.zip');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    const reason = await screen.findByText('This zip is not an export of this app: it has no export manifest.');
    expect(reason.closest('[role="alert"]')?.textContent).toContain('The export was not restored');
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { user, calls } = renderTab(ada, { 'GET export/status': status(true) });
    await user.upload(await screen.findByLabelText('Export file'), zip());
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key === 'POST export/restore')).toBe(false);
  });
});

describe('export helpers', () => {
  it('reads the file name of a Content-Disposition and prints sizes', () => {
    expect(fileNameOf('attachment; filename="acme-2030-01-07.zip"', 'x.zip')).toBe('acme-2030-01-07.zip');
    expect(fileNameOf(null, 'x.zip')).toBe('x.zip');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(14 * 1024)).toBe('14.0 KB');
    expect(formatFileSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
  });
});
