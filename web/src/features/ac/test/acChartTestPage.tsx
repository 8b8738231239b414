import type { AcRevision, SessionResponse } from '@eos/domain';
import { Route, Routes } from 'react-router';
import { type Handler, stubApi } from '../../../test/api-stub';
import { memberSession } from '../../../test/fixtures';
import { PopupProbe } from '../../../test/PopupProbe';
import { renderWithProviders } from '../../../test/render';
import AcChartPage from '../pages/AcChartPage';
import { acIds } from './acFixtures';

export const chartBase = `ac/collection/${acIds.collection}/revision/${acIds.revision}`;

/** A seat write's answer: the whole chart as the server now has it, and the seat written. */
export const seatAnswer = (chart: AcRevision, id: string) => ({ body: { succeeded: true, chart, id } });

interface ShowChartOptions {
  who?: SessionResponse;
  /** More answers, keyed 'METHOD path' with paths below the revision ('PUT create-seat'). */
  routes?: Record<string, Handler>;
  /** Answers elsewhere in the API, keyed 'METHOD path' from the API's root. */
  elsewhere?: Record<string, Handler>;
}

/** The chart page, its GET answering `read()` (so a test can change what a refetch sees); null is a 404. */
export function showChart(
  read: () => AcRevision | null,
  { who = memberSession, routes = {}, elsewhere = {} }: ShowChartOptions = {},
) {
  const below = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => {
      const [method, path] = key.split(' ');
      return [`${method} ${chartBase}/${path}`, handler];
    }),
  );
  const api = stubApi({
    [`GET ${chartBase}`]: () => {
      const chart = read();
      return chart ? { body: { succeeded: true, chart } } : { status: 404, body: { succeeded: false, messages: [] } };
    },
    'GET people': () => ({ body: [] }),
    ...below,
    ...elsewhere,
  });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/ac/collection/:collectionId/revision/:revisionId/:publishedId?" element={<AcChartPage />} />
        <Route path="*" element={null} />
      </Routes>
      <PopupProbe />
    </>,
    { url: `/ac/collection/${acIds.collection}/revision/${acIds.revision}`, session: who },
  );
  /** The calls below the revision other than its GET, as 'METHOD path' with their bodies. */
  const writes = () =>
    api.calls
      .filter((c) => c.key.includes(`${chartBase}/`))
      .map((c) => ({ key: c.key.replace(`${chartBase}/`, ''), body: c.body }));
  return { ...result, ...api, writes };
}
