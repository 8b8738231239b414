import { describe, expect, it } from 'vitest';
import { bea, me } from '../../../test/fixtures';
import { widgetListFilters } from './listFilters';
import { MINE, OTHERS, widgetFixture } from './listTestData';

describe('widgetListFilters', () => {
  it('reads no owner filter as everyone’s, with nothing more to send', () => {
    expect(widgetListFilters(widgetFixture('todos'), me.id)).toEqual({
      owner: 'all',
      filters: {},
      scope: 'all',
      statuses: [],
    });
  });

  it('reads the viewer’s own id as Mine and Others, which useItemList turns into owner filters', () => {
    expect(widgetListFilters(widgetFixture('rocks', [MINE]), me.id)).toMatchObject({ owner: 'mine', filters: {} });
    expect(widgetListFilters(widgetFixture('rocks', [OTHERS]), me.id)).toMatchObject({
      owner: 'others',
      filters: {},
      scope: 'others',
    });
    // An empty id has no other meaning than the viewer.
    expect(widgetListFilters(widgetFixture('issues', [{ ...MINE, value: '' }]), me.id).owner).toBe('mine');
  });

  it('passes another person’s id through as the search filter itself', () => {
    const onlyBea = widgetListFilters(widgetFixture('todos', [{ ...MINE, value: bea.id }]), me.id);
    expect(onlyBea).toMatchObject({ owner: 'all', filters: { 'owner-id': [bea.id] }, scope: 'filtered' });
    const notBea = widgetListFilters(widgetFixture('todos', [{ ...OTHERS, value: bea.id }]), me.id);
    expect(notBea).toMatchObject({ owner: 'all', filters: { 'excluded-owner-ids': [bea.id] } });
  });

  it('sends a headlines widget’s review states as headline-status, To review with Pending', () => {
    const toReview = widgetFixture('headlines', [MINE, { id: 'headline-status', value: '', statuses: ['ToReview'] }]);
    expect(widgetListFilters(toReview, me.id)).toEqual({
      owner: 'mine',
      filters: { 'headline-status': ['ToReview', 'Pending'] },
      scope: 'mine',
      statuses: ['ToReview'],
    });
    const reviewed = widgetFixture('headlines', [{ id: 'headline-status', value: '', statuses: ['Reviewed'] }]);
    expect(widgetListFilters(reviewed, me.id).filters).toEqual({ 'headline-status': ['Reviewed'] });
  });

  it('sends no review filter when no state is chosen, nor for another widget type', () => {
    const none = widgetFixture('headlines', [{ id: 'headline-status', value: '', statuses: [] }]);
    expect(widgetListFilters(none, me.id).filters).toEqual({});
    const todos = widgetFixture('todos', [{ id: 'headline-status', value: '', statuses: ['Reviewed'] }]);
    expect(widgetListFilters(todos, me.id).filters).toEqual({});
  });
});
