import { defaultDashboard, type Widget } from '@eos/domain';
import { describe, expect, it } from 'vitest';
import { choiceOf, filterLabelKeys, filtersOf, isChoiceComplete } from './filters';

const me = '7d8e0c52-6f4e-4a3a-9c65-2f0f1f6f9a01';
const headlines = (filters: Widget['filters']): Widget => ({
  i: 'headlines-1',
  x: 0,
  y: 0,
  w: 6,
  h: 6,
  filters,
  widgetSettings: { type: 'headlines' },
});

describe('widget filters', () => {
  it('stores Mine as owner-id, Others as excluded-owner-ids, both as no owner filter', () => {
    expect(filtersOf('rocks', { mine: true, others: false, statuses: [] }, me)).toEqual([
      { id: 'owner-id', value: me, statuses: [] },
    ]);
    expect(filtersOf('rocks', { mine: false, others: true, statuses: [] }, me)).toEqual([
      { id: 'excluded-owner-ids', value: me, statuses: [] },
    ]);
    expect(filtersOf('rocks', { mine: true, others: true, statuses: [] }, me)).toEqual([]);
  });

  it('reads the stored filters back into the switches, and names them in the title', () => {
    const rocks = defaultDashboard(me).find((w) => w.widgetSettings.type === 'rocks') as Widget;
    expect(choiceOf(rocks)).toEqual({ mine: true, others: false, statuses: [] });
    expect(filterLabelKeys(rocks)).toEqual(['WIDGET_FILTER_MINE']);
    const toReview = defaultDashboard(me).find((w) => w.widgetSettings.type === 'headlines') as Widget;
    expect(choiceOf(toReview)).toEqual({ mine: true, others: true, statuses: ['ToReview'] });
    expect(filterLabelKeys(toReview)).toEqual(['WIDGET_STATUS_ToReview']);
    expect(choiceOf(headlines([]))).toEqual({ mine: true, others: true, statuses: ['ToReview', 'Reviewed'] });
  });

  it('keeps one review state as a filter and both as none', () => {
    expect(filtersOf('headlines', { mine: true, others: true, statuses: ['Reviewed'] }, me)).toEqual([
      { id: 'headline-status', value: '', statuses: ['Reviewed'] },
    ]);
    expect(filtersOf('headlines', { mine: true, others: true, statuses: ['ToReview', 'Reviewed'] }, me)).toEqual([]);
  });

  it('is incomplete with no owner switch on, or for headlines no review state', () => {
    expect(isChoiceComplete('todos', { mine: false, others: false, statuses: [] })).toBe(false);
    expect(isChoiceComplete('todos', { mine: false, others: true, statuses: [] })).toBe(true);
    expect(isChoiceComplete('headlines', { mine: true, others: false, statuses: [] })).toBe(false);
  });
});
