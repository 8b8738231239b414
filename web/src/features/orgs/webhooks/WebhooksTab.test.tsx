import type { Person } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, stubApi } from '../../../test/api-stub';
import { ids } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ada, cy, orgRoutes, sessionAs } from '../../people/peopleFixtures';
import OrgDetailPage from '../pages/OrgDetailPage';

afterEach(() => vi.unstubAllGlobals());

const zap = {
  id: '00000000-0000-4000-8000-0000000000c1',
  url: 'https://hooks.example.com/eos',
  description: 'Zapier',
  events: ['todo.added', 'issue.solved'],
  active: true,
  created: '2030-03-04T15:30:00.000Z',
  updated: '2030-03-04T15:30:00.000Z',
  createdBy: { id: ids.me, name: 'Ada Lovelace' },
  lastDelivery: { status: 'failed', created: '2030-03-05T15:30:00.000Z', statusCode: 500 },
};
const delivery = {
  id: '00000000-0000-4000-8000-0000000000d1',
  event: 'todo.added',
  status: 'failed',
  attempts: 7,
  created: '2030-03-05T15:30:00.000Z',
  nextAttempt: null,
  delivered: null,
  lastStatusCode: 500,
  lastError: 'HTTP 500: down',
  payload: { id: '00000000-0000-4000-8000-0000000000d1', event: 'todo.added', data: { type: 'todo', title: 'Pay' } },
};
const SECRET = `whsec_${'k'.repeat(43)}`;

function renderTab(me: Person, routes: Record<string, Handler>, flagOn = true) {
  const session = sessionAs(me);
  const stub = stubApi({ ...orgRoutes(), 'GET session': () => ({ body: session }), ...routes });
  renderPage(<OrgDetailPage />, {
    path: '/org/detail/:id/:tab?',
    url: `/org/detail/${ids.org}/webhooks`,
    session,
    flags: { 'enable-api-switch': flagOn },
  });
  return { ...stub, user: userEvent.setup() };
}

describe('the Webhooks tab', { timeout: 30_000 }, () => {
  it('is there for Owners and Admins only while the API switch is on', async () => {
    renderTab(ada, {}, false);
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
  });

  it('is not offered to a Member', async () => {
    renderTab(cy, {});
    expect(await screen.findByRole('tab', { name: 'Details' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull();
  });

  it('says what webhooks do when there are none, and adds one: grouped events, the secret shown once', async () => {
    let endpoints: object[] = [];
    const { user, calls } = renderTab(ada, {
      'GET webhooks': () => ({ body: { succeeded: true, endpoints } }),
      'POST webhooks': () => {
        endpoints = [zap];
        return { body: { succeeded: true, endpoint: zap, secret: SECRET } };
      },
    });
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    expect(screen.getByText(/the moment a To-Do is added/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const popup = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await user.type(within(popup).getByRole('textbox', { name: /Endpoint URL/ }), 'https://hooks.example.com/eos');
    // No event chosen: nothing is sent.
    await user.click(within(popup).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(popup).findByText('Choose at least one event to send.')).toBeTruthy();
    expect(calls.some((c) => c.key === 'POST webhooks')).toBe(false);

    // "All" of a group ticks its events; one more from another group.
    await user.click(within(popup).getByRole('checkbox', { name: 'All of Meetings' }));
    expect((within(popup).getByRole('checkbox', { name: /Meeting started/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(popup).getByRole('checkbox', { name: /Meeting checklist changed/ }));
    expect((within(popup).getByRole('checkbox', { name: 'All of Meetings' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(popup).getByRole('checkbox', { name: /To-Do added/ }));
    await user.click(within(popup).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy the signing secret' });
    const sent = calls.find((c) => c.key === 'POST webhooks')?.body as { url: string; events: string[] };
    expect(sent.url).toBe('https://hooks.example.com/eos');
    expect(sent.events).toContain('meeting.started');
    expect(sent.events).not.toContain('meetingChecklist.updated');
    expect(sent.events).toContain('todo.added');
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText(/it will not be shown again/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(await screen.findByText('https://hooks.example.com/eos')).toBeTruthy();
  });

  it('lists endpoints, sends a test and tells what the receiver answered, shows the log and redelivers', async () => {
    const { user, calls } = renderTab(ada, {
      'GET webhooks': () => ({ body: { succeeded: true, endpoints: [zap] } }),
      [`POST webhooks/${zap.id}/test`]: () => ({
        body: { succeeded: true, delivery, delivered: true, statusCode: 204, error: null },
      }),
      [`GET webhooks/${zap.id}/deliveries`]: () => ({ body: { succeeded: true, items: [delivery], totalCount: 1 } }),
      [`POST webhooks/${zap.id}/deliveries/${delivery.id}/redeliver`]: () => ({
        body: { succeeded: true, delivery, delivered: false, statusCode: 500, error: 'HTTP 500: down' },
      }),
      [`DELETE webhooks/${zap.id}`]: () => ({ body: { succeeded: true } }),
    });
    const item = (await screen.findByText(zap.url)).closest('li') as HTMLElement;
    expect(within(item).getByText('Events: 2')).toBeTruthy();
    expect(within(item).getByText('Active')).toBeTruthy();
    expect(within(item).getByText(/Last: Failed/)).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: `Send a test to ${zap.url}` }));
    expect(await screen.findByText('Test delivered: the receiver answered 204.')).toBeTruthy();
    expect(calls.filter((c) => c.key === `POST webhooks/${zap.id}/test`)).toHaveLength(1);

    await user.click(within(item).getByRole('button', { name: `Deliveries to ${zap.url}` }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    expect(await within(log).findByText('To-Do added')).toBeTruthy();
    expect(within(log).getByText('Failed')).toBeTruthy();
    expect(within(log).getByText('Attempts').nextElementSibling?.textContent).toBe('7');
    expect(within(log).getByText('Response').nextElementSibling?.textContent).toBe('500');
    await user.click(within(log).getByRole('button', { name: 'Show payload' }));
    expect(within(log).getByText(/"title": "Pay"/)).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: `Redeliver ${delivery.id}` }));
    expect(await screen.findByText(/Not delivered: the receiver answered 500/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery log' })).toBeNull());

    // Remove, after the question.
    await user.click(within(item).getByRole('button', { name: `Remove ${zap.url}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove webhook endpoint' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.filter((c) => c.key === `DELETE webhooks/${zap.id}`)).toHaveLength(1));
  });

  it('edits an endpoint with its events ticked, and shows the refused address under the field', async () => {
    const { user, calls } = renderTab(ada, {
      'GET webhooks': () => ({ body: { succeeded: true, endpoints: [zap] } }),
      [`PUT webhooks/${zap.id}`]: () => ({
        status: 422,
        body: {
          succeeded: false,
          messages: [{ id: 'ERR_WEBHOOK_PRIVATE_ADDRESS', text: 'private', field: 'url' }],
        },
      }),
    });
    const item = (await screen.findByText(zap.url)).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: `Edit ${zap.url}` }));
    const popup = await screen.findByRole('dialog', { name: 'Edit webhook endpoint' });
    expect((within(popup).getByRole('checkbox', { name: /Issue solved/ }) as HTMLInputElement).checked).toBe(true);
    const url = within(popup).getByRole('textbox', { name: /Endpoint URL/ });
    await user.clear(url);
    await user.type(url, 'https://10.0.0.5/hook');
    await user.click(within(popup).getByRole('switch', { name: /Active/ }));
    await user.click(within(popup).getByRole('button', { name: 'Save' }));
    expect(await within(popup).findByText(/private or local network/)).toBeTruthy();
    expect(calls.find((c) => c.key === `PUT webhooks/${zap.id}`)?.body).toMatchObject({
      url: 'https://10.0.0.5/hook',
      active: false,
      events: ['todo.added', 'issue.solved'],
    });
  });
});
