import { describe, expect, it } from 'vitest';
import { MeasurableCreateRequest, MeasuredValueRequest } from '../schemas/scorecard.ts';
import {
  allowedDecimalPlaces,
  defaultRollup,
  formatGoal,
  formatMeasuredValue,
  isImplausibleValue,
  keepNumberCharacters,
  meetsGoal,
  periodsOfWeek,
  rollUp,
  trailingWeeks,
  valueAffixes,
  weekIntervalId,
} from './scorecard.ts';

const OWNER = '0195b3a4-1c2d-7e8f-9a0b-1c2d3e4f5a6b';
const OTHER = '0195b3a4-1c2d-7e8f-9a0b-1c2d3e4f5a6c';

describe('the decimal rules (001 §5)', () => {
  it('allows Yen and Dong no decimals, other currencies 0 or 2, everything else up to 3', () => {
    expect(allowedDecimalPlaces('Yen', 'One')).toEqual([0]);
    expect(allowedDecimalPlaces('Dong', 'One')).toEqual([0]);
    expect(allowedDecimalPlaces('Euro', 'One')).toEqual([0, 2]);
    expect(allowedDecimalPlaces('Yen', 'Million')).toEqual([0, 1, 2, 3]);
    expect(allowedDecimalPlaces('Percent', 'One')).toEqual([0, 1, 2, 3]);
  });

  it('refuses a measurable whose decimals the unit does not allow, and an assistant who owns it', () => {
    const base = { title: 'Revenue', ownerIds: [OWNER], goalValue: '100', unitOfMeasure: 'Dollar', decimalPlaces: 1 };
    const result = MeasurableCreateRequest.safeParse({ ...base, editorId: OWNER });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(['decimalPlaces:VAL_DECIMAL_PLACES', 'editorId:VAL_ASSISTANT_IS_OWNER']);
    expect(MeasurableCreateRequest.parse({ ...base, decimalPlaces: 2, editorId: OTHER })).toMatchObject({
      goalValue: 100,
      comparison: 'Greater',
      valueScale: 'One',
    });
  });

  it('takes goals of at most 15 characters of digits, one dot and a leading minus', () => {
    const goal = (goalValue: unknown) =>
      MeasurableCreateRequest.safeParse({ title: 'T', ownerIds: [OWNER], goalValue }).error?.issues[0]?.message;
    expect(goal('1234567890.12345')).toBe('VAL_MAX_LENGTH');
    expect(goal('1.2.3')).toBe('VAL_NUMBER');
    expect(goal('')).toBe('VAL_REQUIRED');
    expect(goal('-12.5')).toBeUndefined();
  });
});

describe('numbers', () => {
  it('keeps only what the number field allows while typing', () => {
    expect(keepNumberCharacters('-12a.3.4-')).toBe('-12.34');
    expect(keepNumberCharacters('1-2', { integer: true })).toBe('12');
  });

  it('formats values with currency prefix, scale and unit suffixes, and the goal with its sign', () => {
    expect(formatMeasuredValue(1.5, { unitOfMeasure: 'Dollar', valueScale: 'Million', decimalPlaces: 2 })).toBe(
      '$1.50M',
    );
    expect(formatMeasuredValue(-3, { unitOfMeasure: 'Hours', valueScale: 'One', decimalPlaces: 0 })).toBe('-3h');
    expect(formatGoal(95, 'GreaterOrEqual', { unitOfMeasure: 'Percent', valueScale: 'One', decimalPlaces: 0 })).toBe(
      '>= 95%',
    );
  });

  it('colours a week by its goal', () => {
    expect(meetsGoal(10, 10, 'GreaterOrEqual')).toBe(true);
    expect(meetsGoal(10, 10, 'Greater')).toBe(false);
    expect(meetsGoal(3, 5, 'LessOrEqual')).toBe(true);
    expect(meetsGoal(5, 5, 'Equal')).toBe(true);
  });

  it('rolls weeks up by sum or average, ignoring empty weeks', () => {
    expect(rollUp([1, null, 3], 'Sum')).toBe(4);
    expect(rollUp([1, null, 3], 'Average')).toBe(2);
    expect(rollUp([null], 'Sum')).toBeNull();
  });

  it('tells a number 1,000 times off its goal, either way, and never judges a zero', () => {
    expect(isImplausibleValue(260000, 250)).toBe(true);
    expect(isImplausibleValue(0.2, 250)).toBe(true);
    expect(isImplausibleValue(-300000, 250)).toBe(true);
    expect([isImplausibleValue(250000, 250), isImplausibleValue(0.25, 250)]).toEqual([false, false]);
    expect([isImplausibleValue(0, 250), isImplausibleValue(5, 0)]).toEqual([false, false]);
  });

  it('puts the currency before a number and scale and unit after it', () => {
    expect(valueAffixes({ unitOfMeasure: 'Dollar', valueScale: 'Thousand' })).toEqual({ prefix: '$', suffix: 'k' });
    expect(valueAffixes({ unitOfMeasure: 'Percent', valueScale: 'One' })).toEqual({ prefix: '', suffix: '%' });
  });

  it('averages rates and durations by default, adds up counts and money', () => {
    expect(['Percent', 'Seconds', 'Minutes', 'Hours', 'Days'].map((u) => defaultRollup(u as never))).toEqual(
      Array(5).fill('Average'),
    );
    expect(['Number', 'Dollar', 'Euro'].map((u) => defaultRollup(u as never))).toEqual(['Sum', 'Sum', 'Sum']);
  });
});

describe('weeks', () => {
  it('start on Monday and are named by it', () => {
    expect(weekIntervalId('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekIntervalId('2026-11-16')).toBe('2026-11-16');
    expect(trailingWeeks('2026-11-21', 3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(periodsOfWeek('2026-12-28')).toEqual({ month: '2026-12', quarter: '2026-Q4' });
    expect(periodsOfWeek('2026-03-30')).toEqual({ month: '2026-04', quarter: '2026-Q2' });
  });

  it('refuses a number for a day that is not a Monday', () => {
    expect(MeasuredValueRequest.safeParse({ intervalId: '2026-11-17', value: 5 }).success).toBe(false);
    expect(MeasuredValueRequest.parse({ intervalId: '2026-11-16', value: '5.5' })).toMatchObject({ value: 5.5 });
    expect(MeasuredValueRequest.parse({ entered: false, intervalId: '2026-11-16' })).toMatchObject({ value: null });
  });
});
