import { describe, expect, it } from 'vitest';
import type { VoiceContext } from './context.ts';
import { extractOffline } from './offline.ts';

// Wednesday 9 January 2030 is the person's today.
const ids = {
  me: '00000000-0000-4000-8000-000000000001',
  adam: '00000000-0000-4000-8000-000000000002',
  maya: '00000000-0000-4000-8000-000000000003',
  adamB: '00000000-0000-4000-8000-000000000004',
  leadership: '00000000-0000-4000-8000-0000000000a1',
  sales: '00000000-0000-4000-8000-0000000000a2',
  product: '00000000-0000-4000-8000-0000000000a3',
};
const voice: VoiceContext = {
  personId: ids.me,
  today: '2030-01-09',
  selfName: 'Olivia Owner',
  meetings: [
    { id: ids.leadership, title: 'Leadership Team' },
    { id: ids.sales, title: 'Sales Weekly' },
    { id: ids.product, title: 'Product Sync Call' },
  ],
  people: [
    { id: ids.me, firstName: 'Olivia', lastName: 'Owner' },
    { id: ids.adam, firstName: 'Adam', lastName: 'Admin' },
    { id: ids.maya, firstName: 'Maya', lastName: 'Member' },
  ],
};
const parse = (text: string, context: VoiceContext = voice) => extractOffline(text, context);

describe('the offline extractor', () => {
  it('understands a To-Do with an owner, a date and a meeting', () => {
    expect(parse('To-Do for Adam to send the board pack next Friday in the leadership meeting')).toEqual({
      type: 'todo',
      tractionId: ids.leadership,
      title: 'Send the board pack',
      dueDate: '2030-01-18',
      ownerIds: [ids.adam],
    });
  });

  it('understands an issue with the meeting first and the owner last', () => {
    expect(parse('add an issue for the leadership meeting: churn is up, for Adam')).toEqual({
      type: 'issue',
      tractionId: ids.leadership,
      title: 'Churn is up',
      dueDate: null,
      ownerIds: [ids.adam],
    });
  });

  it('reads the type from its words: to-do, todo, to do, task, issue, headline', () => {
    const typeOf = (text: string) => parse(text).type;
    expect(typeOf('todo: call the bank')).toBe('todo');
    expect(typeOf('add a to do to call the bank')).toBe('todo');
    expect(typeOf('new task call the bank')).toBe('todo');
    expect(typeOf('Issue: the website is slow')).toBe('issue');
    expect(typeOf('headline we signed Acme')).toBe('headline');
    expect(parse('headline we signed Acme').title).toBe('We signed Acme');
  });

  it('with no type word: no type, but the rest is still understood', () => {
    expect(parse('Maya to review pricing by tomorrow in sales')).toMatchObject({
      type: null,
      title: 'Maya to review pricing',
      dueDate: '2030-01-10',
      tractionId: ids.sales,
      ownerIds: [],
    });
  });

  it('reads dates relative to the person’s today, never in the past', () => {
    const dueOf = (text: string, today = '2030-01-09') => parse(text, { ...voice, today }).dueDate;
    expect(dueOf('to-do send the report tomorrow')).toBe('2030-01-10');
    expect(dueOf('to-do send the report in 3 days')).toBe('2030-01-12');
    expect(dueOf('to-do send the report by Friday')).toBe('2030-01-11');
    expect(dueOf('to-do send the report on March 5')).toBe('2030-03-05');
    expect(dueOf('to-do send the report on January 2')).toBe('2031-01-02');
    expect(dueOf('to-do send the report tomorrow', '2030-12-31')).toBe('2031-01-01');
    expect(dueOf('to-do send the report at 5')).toBeNull();
    expect(parse('to-do send the report by Friday').title).toBe('Send the report');
  });

  it('keeps an issue’s or a headline’s date words in its title', () => {
    expect(parse('issue: sales dropped since Monday')).toMatchObject({
      dueDate: null,
      title: 'Sales dropped since Monday',
    });
  });

  it('finds no meeting when none is named or none is close enough', () => {
    expect(parse('to-do for Maya to call the bank').tractionId).toBeNull();
    expect(parse('to-do call the bank in the marketing meeting')).toMatchObject({ tractionId: null });
  });

  it('matches a meeting above 0.7 similarity, ignoring meeting, call and session on both sides', () => {
    expect(parse('issue for the product sync: the build is red').tractionId).toBe(ids.product);
    expect(parse('issue in the sales weekly session: pipeline is thin')).toMatchObject({
      tractionId: ids.sales,
      title: 'Pipeline is thin',
    });
    // 'leadershp' is one letter off 'leadership' (0.9); 'leader' is not close enough to it (0.6).
    expect(parse('issue in the leadershp meeting: churn').tractionId).toBe(ids.leadership);
    expect(parse('issue in the leader meeting: churn').tractionId).toBeNull();
    expect(parse('to-do add the deck to Leadership Team: ask about hiring').tractionId).toBe(ids.leadership);
  });

  it('leaves a name in the title unless it is given as the owner', () => {
    expect(parse('to-do call Adam about pricing')).toMatchObject({ ownerIds: [], title: 'Call Adam about pricing' });
    expect(parse('to-do for Adam Admin and Maya: plan the offsite').ownerIds).toEqual([ids.adam, ids.maya]);
    expect(parse('to-do for me: plan the offsite').ownerIds).toEqual([ids.me]);
    expect(parse('to-do assigned to maya, adam: plan the offsite')).toMatchObject({
      ownerIds: [ids.maya, ids.adam],
      title: 'Plan the offsite',
    });
  });

  it('an ambiguous first name is nobody; the full name tells them apart', () => {
    const twoAdams = { ...voice, people: [...voice.people, { id: ids.adamB, firstName: 'Adam', lastName: 'Baker' }] };
    expect(parse('to-do for Adam to call the bank', twoAdams)).toMatchObject({ ownerIds: [], title: 'Call the bank' });
    expect(parse('to-do for Adam Baker to call the bank', twoAdams).ownerIds).toEqual([ids.adamB]);
  });

  it('has no title when only the recognised parts were said', () => {
    expect(parse('add a to-do for Adam next Friday in the leadership meeting')).toMatchObject({
      type: 'todo',
      title: null,
      ownerIds: [ids.adam],
    });
    expect(parse('issue').title).toBeNull();
  });

  it('never matches a meeting or a person outside the context it is given (another organization’s)', () => {
    const otherOrg = { ...voice, meetings: [], people: [{ id: ids.me, firstName: 'Olivia', lastName: 'Owner' }] };
    expect(parse('To-Do for Adam to send the board pack next Friday in the leadership meeting', otherOrg)).toEqual({
      type: 'todo',
      tractionId: null,
      // Nothing recognised, nothing cut out but the type and the date.
      title: 'For Adam to send the board pack in the leadership meeting',
      dueDate: '2030-01-18',
      ownerIds: [],
    });
  });

  it('keeps titles within 100 characters, on a whole word', () => {
    const title = parse(`issue ${'lots of words '.repeat(20)}`).title ?? '';
    expect(title.length).toBeLessThanOrEqual(100);
    expect(title.endsWith('words') || title.endsWith('of') || title.endsWith('lots')).toBe(true);
  });
});
