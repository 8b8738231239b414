import type { LearningVideo } from '@eos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { GuideLink } from './GuideLink';
import LearningCenterPage from './pages/LearningCenterPage';

const VIDEOS: LearningVideo[] = [
  {
    id: 'l10-basics',
    library: 'toolbox',
    url: 'https://www.youtube.com/watch?v=abcdefghijk',
    title: 'Running your first Level 10',
    summary: 'The weekly meeting, section by section.',
    duration: 754,
    topic: 'Meetings',
  },
  {
    id: 'welcome',
    library: 'eos-one',
    url: 'https://vimeo.com/123456789',
    title: 'Welcome to EOS One',
    summary: 'A tour of the tools.',
    duration: 95,
    topic: 'Getting started',
  },
  {
    id: 'quarterly',
    library: 'traction-library',
    url: 'https://media.example.com/quarterly.webm',
    title: 'The quarterly session',
    summary: '',
    duration: 3723,
    topic: 'Rocks',
  },
];

afterEach(() => vi.unstubAllGlobals());

/** The page at `url` with the learning-centre routes of routes.tsx, and the catalogue answering. */
function renderLearning(url: string, videos: LearningVideo[] = VIDEOS, status = 200) {
  const api = stubApi({ 'GET learning-center/catalogue': () => ({ status, body: { succeeded: true, videos } }) });
  const view = renderWithProviders(
    <Routes>
      <Route path="/learning-center/eos-one/:anchorVideoKey?" element={<LearningCenterPage />} />
      <Route path="/learning-center/toolbox/:anchorVideoKey?" element={<LearningCenterPage />} />
      <Route path="/learning-center/traction-library/:anchorVideoKey?" element={<LearningCenterPage />} />
      <Route path="/learning-center/guides/:guideKey?" element={<LearningCenterPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { url, session: sessionFixture() },
  );
  return { ...view, api };
}

const location = () => screen.getByTestId('location').textContent;

describe('ShowVideoPopup from the address', () => {
  it('a YouTube video named in the route opens at once in the youtube-nocookie player; closing returns to its library', async () => {
    const user = userEvent.setup();
    renderLearning('/learning-center/toolbox/l10-basics');
    const dialog = await screen.findByRole('dialog', { name: 'Running your first Level 10' });
    const player = within(dialog).getByTitle('Video player: Running your first Level 10');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(within(dialog).getByText('The weekly meeting, section by section.')).toBeTruthy();
    expect(within(dialog).getByText('Duration 12:34')).toBeTruthy();
    expect(within(dialog).getByText('Meetings')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/learning-center/toolbox');
    // The library is there beneath it.
    expect(screen.getByRole('link', { name: 'Play Running your first Level 10' })).toBeTruthy();
  });

  it('plays Vimeo in its player and a video file in the browser’s own player', async () => {
    const vimeo = renderLearning('/learning-center/eos-one/welcome');
    const frame = within(await screen.findByRole('dialog', { name: 'Welcome to EOS One' })).getByTitle(
      'Video player: Welcome to EOS One',
    );
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/123456789');
    vimeo.unmount();
    vi.unstubAllGlobals();

    renderLearning('/learning-center/traction-library/quarterly');
    const dialog = await screen.findByRole('dialog', { name: 'The quarterly session' });
    const video = within(dialog).getByLabelText('Video player: The quarterly session');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.querySelector('source')?.getAttribute('src')).toBe('https://media.example.com/quarterly.webm');
    expect(within(dialog).getByText('Duration 1:02:03')).toBeTruthy();
  });

  it('a card opens the video at its own address, and closing goes back to the list', async () => {
    const user = userEvent.setup();
    renderLearning('/learning-center/eos-one');
    await user.click(await screen.findByRole('link', { name: 'Play Welcome to EOS One' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to EOS One' })).toBeTruthy();
    expect(location()).toBe('/learning-center/eos-one/welcome');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/learning-center/eos-one');
  });

  it('an unknown video key says so and shows the library', async () => {
    renderLearning('/learning-center/toolbox/gone');
    expect(await screen.findByText('That video is not in the learning center')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play Running your first Level 10' })).toBeTruthy();
  });
});

describe('the libraries', () => {
  it('shows a skeleton while the catalogue loads, then only the library’s own videos', async () => {
    renderLearning('/learning-center/toolbox');
    expect(screen.getByRole('status', { name: 'Loading videos' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Play Running your first Level 10' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play Welcome to EOS One' })).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading videos' })).toBeNull();
  });

  it('a library without videos says what an administrator can add, and offers the guides', async () => {
    const user = userEvent.setup();
    renderLearning('/learning-center/toolbox', []);
    expect(await screen.findByText('No videos in this library yet')).toBeTruthy();
    expect(screen.getByText(/the LEARNING_CATALOGUE setting/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Read the guides' }));
    expect(location()).toBe('/learning-center/guides');
    expect(screen.getByRole('link', { name: 'IDS: Identify, Discuss, Solve' })).toBeTruthy();
  });
});

describe('search', () => {
  it('finds the IDS guide by a word only in its text, and opens it', async () => {
    const user = userEvent.setup();
    renderLearning('/learning-center/eos-one');
    await user.type(screen.getByRole('searchbox', { name: 'Search videos and guides' }), 'tangent');
    expect(screen.getByRole('heading', { name: 'Results for “tangent”' })).toBeTruthy();
    const guides = screen.getByRole('list', { name: 'Guides' });
    expect(
      within(guides)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['IDS: Identify, Discuss, Solve']);
    expect(screen.queryByRole('list', { name: 'Videos' })).toBeNull();

    await user.click(within(guides).getByRole('link'));
    expect(location()).toBe('/learning-center/guides/ids');
    expect(screen.getByRole('heading', { level: 2, name: 'IDS: Identify, Discuss, Solve' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Identify' })).toBeTruthy();
    expect(document.title).toBe('IDS: Identify, Discuss, Solve');
  });

  it('finds videos by topic and guides by title together', async () => {
    const user = userEvent.setup();
    renderLearning('/learning-center/eos-one');
    await screen.findByRole('link', { name: 'Play Welcome to EOS One' });
    await user.type(screen.getByRole('searchbox', { name: 'Search videos and guides' }), 'rocks');
    expect(
      within(screen.getByRole('list', { name: 'Videos' }))
        .getByRole('link')
        .getAttribute('aria-label'),
    ).toBe('Play The quarterly session');
    // The Rocks guide first (its title), then the guides that mention Rocks.
    expect(
      within(screen.getByRole('list', { name: 'Guides' }))
        .getAllByRole('link')[0]
        ?.getAttribute('aria-label'),
    ).toBe('Rocks');
  });

  it('tells what to try when nothing matches, and clears the search', async () => {
    const user = userEvent.setup();
    renderLearning('/learning-center/toolbox');
    await screen.findByRole('link', { name: 'Play Running your first Level 10' });
    await user.type(screen.getByRole('searchbox', { name: 'Search videos and guides' }), 'zebra crossing');
    expect(screen.getByText('Nothing matches “zebra crossing”')).toBeTruthy();
    expect(screen.getByText(/Try a shorter word, or the name of a tool such as Rocks, Scorecard, IDS/)).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1) as HTMLElement);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'Play Running your first Level 10' })).toBeTruthy();
  });
});

describe('GuideLink', () => {
  it('links a tool’s screen to its guide, with a name from the language pack', () => {
    renderWithProviders(<GuideLink guide="ids" />);
    const link = screen.getByRole('link', { name: 'Guide: IDS (Identify, Discuss, Solve)' });
    expect(link.getAttribute('href')).toBe('/learning-center/guides/ids');
    expect(link.getAttribute('target')).toBeNull();
  });
});
