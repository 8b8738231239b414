import type { SessionResponse, VtoRevision } from '@eos/domain';
import { Route, Routes } from 'react-router';
import { type Handler, stubApi } from '../../test/api-stub';
import { PopupProbe } from '../../test/PopupProbe';
import { renderWithProviders } from '../../test/render';
import VtoDetailPage from './pages/VtoDetailPage';
import VtoSectionPage from './pages/VtoSectionPage';
import { session, vtoIds } from './vtoFixtures';

export const revisionBase = `vto/collection/${vtoIds.company}/revision/${vtoIds.revision}`;

/** A part write's answer: the whole V/TO as the server now has it. */
export const partAnswer = (vto: VtoRevision, id = vtoIds.revision) => ({ body: { succeeded: true, vto, id } });

interface ShowVtoOptions {
  side?: 'vision' | 'traction';
  who?: SessionResponse;
  /** More answers, keyed 'METHOD path' with paths below the revision ('PUT core-value/{id}'). */
  routes?: Record<string, Handler>;
}

/** The V/TO detail page on one side, its GET answering `read()` (so a test can change what a refetch sees). */
export function showVto(read: () => VtoRevision, { side = 'vision', who = session, routes = {} }: ShowVtoOptions = {}) {
  const below = Object.fromEntries(
    Object.entries(routes).map(([key, handler]) => {
      const [method, path] = key.split(' ');
      return [`${method} ${revisionBase}/${path}`, handler];
    }),
  );
  const api = stubApi({
    [`GET ${revisionBase}`]: () => ({ body: { succeeded: true, vto: read() } }),
    'GET people': () => ({ body: [] }),
    ...below,
  });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/vto/detail/:collectionId/:revisionId/:publishedId?" element={<VtoDetailPage />}>
          <Route path="vision" element={<VtoSectionPage />} />
          <Route path="traction" element={<VtoSectionPage />} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
      <PopupProbe />
    </>,
    { url: `/vto/detail/${vtoIds.company}/${vtoIds.revision}/${side}`, session: who },
  );
  /** The calls below the revision other than its GET, as 'METHOD path' with their bodies. */
  const writes = () =>
    api.calls
      .filter((c) => c.key.includes(`${revisionBase}/`))
      .map((c) => ({ key: c.key.replace(`${revisionBase}/`, ''), body: c.body }));
  return { ...result, ...api, writes };
}
