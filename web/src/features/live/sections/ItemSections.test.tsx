import type { LiveMeetingState } from '@eos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ids, searchPage } from '../../../test/fixtures';
import { headlineFixture } from '../../items/headlines/testing';
import { rockFixture } from '../../items/rocks/rockTestData';
import { todoFixture } from '../../items/todos/todoFixtures';
import { sockets } from '../fakeSocket';
import { liveAnswer, liveRoutes, liveStateFixture, openLive, target } from '../testing';

vi.mock('socket.io-client', async () => (await import('../fakeSocket')).socketIoMock);

afterEach(() => {
  sockets.length = 0;
});

const ISSUE_ID = '00000000-0000-4000-8000-0000000003a1';
const at = (agendaIndex: number, overrides: Partial<LiveMeetingState> = {}) =>
  liveStateFixture({ status: 'Running', agendaIndex, ...overrides });

describe('the item sections of the live meeting', () => {
  it('To-Do list: the 90% guidance with this week’s rate, complete, and add as issue with its toast', async () => {
    const user = userEvent.setup();
    const todo = todoFixture();
    const routes = liveRoutes(at(4));
    routes['POST todos/search'] = () => searchPage([todo]);
    routes[`GET live-meeting/${ids.meeting}/recap`] = () => ({
      body: {
        succeeded: true,
        recap: { addedTodos: [], completedTodos: [], solvedIssues: [], reviewedHeadlines: [], todoCompletionRate: 75 },
      },
    });
    routes[`PUT todo/${todo.id}/complete`] = () => ({
      body: { succeeded: true, todo: { ...todo, status: 'Pending' } },
    });
    routes['POST live-meeting/add-todo-as-issue'] = () => liveAnswer(at(4, { version: 2 }), { issueId: ISSUE_ID });
    const { body, calls } = await openLive(routes);

    expect(await screen.findByText('90% of To-Dos should be done each week. This week: 75% done.')).toBeTruthy();
    await user.click(await screen.findByRole('checkbox', { name: `Complete: ${todo.title}` }));
    expect(calls.find((c) => c.key === `PUT todo/${todo.id}/complete`)?.body).toEqual({ isComplete: true });

    await user.click(screen.getByRole('button', { name: `Add ${todo.title} as an issue` }));
    expect(body('add-todo-as-issue')).toEqual({ ...target, todoId: todo.id });
    const toast = await screen.findByText('An issue was added to this meeting.');
    await user.click(within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(JSON.parse(screen.getByTestId('popups').textContent ?? '[]')).toEqual([{ kind: 'issue', id: ISSUE_ID }]);
  });

  it('Rock review: the status control of the lists, and add as issue', async () => {
    const user = userEvent.setup();
    const rock = rockFixture();
    const routes = liveRoutes(at(2));
    routes['POST rocks/search'] = () => searchPage([rock]);
    routes['POST live-meeting/add-rock-as-issue'] = () => liveAnswer(at(2, { version: 2 }), { issueId: ISSUE_ID });
    const { body } = await openLive(routes);
    const status = await screen.findByLabelText(`Status of ${rock.title}`, { selector: 'input' });
    expect((status as HTMLInputElement).value).toBe('On-Track');
    await user.click(screen.getByRole('button', { name: `Add ${rock.title} as an issue` }));
    expect(body('add-rock-as-issue')).toEqual({ ...target, rockId: rock.id });
  });

  it('Headlines: review through the hub, and add as issue', async () => {
    const user = userEvent.setup();
    const headline = headlineFixture();
    const routes = liveRoutes(at(3));
    routes['POST headlines/search'] = () => searchPage([headline]);
    routes['POST live-meeting/review-headline'] = () =>
      liveAnswer(at(3, { version: 2, reviewedHeadlineIds: [headline.id] }));
    routes['POST live-meeting/add-headline-as-issue'] = () => liveAnswer(at(3, { version: 3 }), { issueId: ISSUE_ID });
    const { body } = await openLive(routes);
    await user.click(await screen.findByRole('button', { name: `Mark ${headline.title} reviewed` }));
    expect(body('review-headline')).toEqual({ ...target, headlineId: headline.id });
    expect(await screen.findByText('Reviewed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Add ${headline.title} as an issue` }));
    expect(body('add-headline-as-issue')).toEqual({ ...target, headlineId: headline.id });
  });

  it('Custom: shows the section’s html as html', async () => {
    const state = liveStateFixture({
      agenda: [
        {
          type: 'Custom',
          name: 'Vision check',
          icon: 'point',
          minutes: 10,
          elapsedMs: 0,
          customContent: { contentType: 'html', content: '<p>Read the <strong>core values</strong></p>' },
        },
      ],
    });
    await openLive(liveRoutes(state));
    expect(screen.getByRole('heading', { name: 'Vision check', level: 3 })).toBeTruthy();
    expect(screen.getByText('core values').tagName).toBe('STRONG');
  });

  it('Custom: hostile html stored before the server sanitized it renders no injected element (F1)', async () => {
    const hostile =
      '<meta http-equiv="refresh" content="0;url=http://evil.test/"><img src=x onerror=alert(1)>' +
      '<p onclick="alert(2)" style="position:fixed">Numbers <a href="javascript:alert(3)">go</a></p>' +
      '<script>alert(4)</script><iframe src="http://evil.test/"></iframe><svg onload="alert(5)"></svg>' +
      '<form action="http://evil.test/"><button formaction="javascript:alert(6)">x</button></form>';
    const state = liveStateFixture({
      agenda: [
        {
          type: 'Custom',
          name: 'Numbers',
          icon: 'point',
          minutes: 5,
          elapsedMs: 0,
          customContent: { contentType: 'html', content: hostile },
        },
      ],
    });
    await openLive(liveRoutes(state));
    // The harmless part shows, as the server would have stored it.
    const link = await screen.findByText('go');
    expect(link.parentElement?.outerHTML).toBe('<p>Numbers <a target="_blank" rel="noopener noreferrer">go</a></p>');
    const section = link.closest('p')?.parentElement as HTMLElement;
    // Tags outside the list keep their text only (the button's 'x').
    expect(section.innerHTML).toBe(`${link.parentElement?.outerHTML}x`);
    const injected = document.querySelectorAll(
      'meta, img, script, iframe, form, button[formaction], [onerror], [onclick], [onload], a[href^="javascript"]',
    );
    expect([...injected].map((e) => e.outerHTML)).toEqual([]);
  });
});
