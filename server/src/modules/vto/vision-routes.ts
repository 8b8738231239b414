import {
  CoreFocusRequest,
  CoreValueRequest,
  CoreValuesSpeechRequest,
  ListEntryRequest,
  PartParams,
  RevisionParams,
  SubPartParams,
  TargetMarketRequest,
  TenYearTargetRequest,
} from '@eos/domain';
import type { App, AppContext } from '../../context.ts';
import { orderedList } from './parts/list.ts';
import {
  coreFocus,
  coreFocusFrom,
  coreValuesSpeech,
  marketFields,
  speechFrom,
  tenYearTarget,
  tenYearTargetFrom,
} from './parts/vision.ts';
import { partRoute, singlePartRoutes } from './register.ts';

const coreValues = orderedList(
  (doc) => doc.vision.coreValues,
  (doc, coreValues) => ({ ...doc, vision: { ...doc.vision, coreValues } }),
);
const targetMarkets = orderedList(
  (doc) => doc.vision.targetMarkets,
  (doc, targetMarkets) => ({ ...doc, vision: { ...doc.vision, targetMarkets } }),
);

/** The vision page's calls (002 §7): core values and their speech, core focus, 10-year target, marketing. */
export function visionRoutes(api: App, ctx: AppContext): void {
  partRoute(
    api,
    ctx,
    'POST',
    '/core-value',
    { params: RevisionParams, body: CoreValueRequest },
    ({ doc, body, newId }) =>
      coreValues.add(
        doc,
        { id: newId(), title: body.title, description: body.description, sequence: 0 },
        body.sequence,
      ),
  );
  partRoute(
    api,
    ctx,
    'PUT',
    '/core-value/:id',
    { params: PartParams, body: CoreValueRequest },
    ({ doc, params, body }) =>
      coreValues.update(
        doc,
        params.id,
        (v) => ({ ...v, title: body.title, description: body.description }),
        body.sequence,
      ),
  );
  partRoute(api, ctx, 'DELETE', '/core-value/:id', { params: PartParams }, ({ doc, params }) =>
    coreValues.remove(doc, params.id),
  );

  singlePartRoutes(api, ctx, 'core-values-speech', coreValuesSpeech, CoreValuesSpeechRequest, speechFrom);
  singlePartRoutes(api, ctx, 'core-focus', coreFocus, CoreFocusRequest, coreFocusFrom);
  singlePartRoutes(api, ctx, 'ten-year-target', tenYearTarget, TenYearTargetRequest, tenYearTargetFrom);

  partRoute(api, ctx, 'POST', '/target-market', { params: RevisionParams, body: TargetMarketRequest }, (w) =>
    targetMarkets.add(
      w.doc,
      { id: w.newId(), sequence: 0, uniques: [], ...marketFields(w.body, w.now) },
      w.body.sequence,
    ),
  );
  partRoute(api, ctx, 'PUT', '/target-market/:id', { params: PartParams, body: TargetMarketRequest }, (w) =>
    targetMarkets.update(w.doc, w.params.id, (m) => ({ ...m, ...marketFields(w.body, w.now) }), w.body.sequence),
  );
  partRoute(api, ctx, 'DELETE', '/target-market/:id', { params: PartParams }, (w) =>
    targetMarkets.remove(w.doc, w.params.id),
  );

  // A market's uniques: an ordered list inside one entry of the markets list.
  const uniques = (marketId: string, now: string) =>
    orderedList(
      (doc) => targetMarkets.entry(doc, marketId).uniques,
      (doc, list) => targetMarkets.update(doc, marketId, (m) => ({ ...m, uniques: list, updated: now })).doc,
    );
  partRoute(api, ctx, 'POST', '/target-market/:id/unique', { params: PartParams, body: ListEntryRequest }, (w) =>
    uniques(w.params.id, w.now).add(w.doc, { id: w.newId(), title: w.body.title, sequence: 0 }, w.body.sequence),
  );
  partRoute(
    api,
    ctx,
    'PUT',
    '/target-market/:id/unique/:subId',
    { params: SubPartParams, body: ListEntryRequest },
    (w) =>
      uniques(w.params.id, w.now).update(
        w.doc,
        w.params.subId,
        (u) => ({ ...u, title: w.body.title }),
        w.body.sequence,
      ),
  );
  partRoute(api, ctx, 'DELETE', '/target-market/:id/unique/:subId', { params: SubPartParams }, (w) =>
    uniques(w.params.id, w.now).remove(w.doc, w.params.subId),
  );
}
