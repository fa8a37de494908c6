// @vitest-environment happy-dom
// The daily calendar: a month grid from Monday, played and won days with their results, the streak,
// month stepping that never passes today's month, and play-daily for a day up to today.
import { beforeEach, describe, expect, it } from 'vitest';
import DailyCalendar from '../../../renderer/dialogs/DailyCalendar.vue';
import type { GameResult } from '../../../shared/host/types';
import { freshHost, mountDialog, RESULTS } from './mount-dialog';

beforeEach(() => {
  document.body.innerHTML = '';
  freshHost();
});

const won = (daily: string, finishedAt = `${daily}T09:00:00.000Z`): GameResult => ({
  game: 'beleaguered-castle',
  deal: 1,
  daily,
  won: true,
  score: 1200,
  seconds: 300,
  moves: 80,
  finishedAt,
});

const props = { results: RESULTS, game: 'beleaguered-castle', today: '2026-11-30' } as const;

describe('DailyCalendar', () => {
  it('lays the month out in weeks from Monday', () => {
    const w = mountDialog(DailyCalendar, 'en', { props });
    expect(w.find('[data-test="month"]').text()).toBe('November 2026');
    expect(w.findAll('thead th').map((th) => th.text())).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const firstWeek = w.findAll('tbody tr')[0]!.findAll('td');
    // 1 November 2026 is a Sunday
    expect(firstWeek.map((td) => td.text())).toEqual(['', '', '', '', '', '', '1']);
    expect(w.findAll('[data-test="day"]')).toHaveLength(30);
  });

  it('marks a won day with its best result, and today', () => {
    const w = mountDialog(DailyCalendar, 'en', { props });
    const day = w.find('[data-date="2026-11-10"]');
    expect(day.classes()).toContain('calendar__day--won');
    expect(day.attributes('aria-label')).toBe('November 10, 2026: Won. Score 1,610, time 2:50, 88 moves');
    expect(w.find('[data-date="2026-11-11"]').attributes('aria-label')).toMatch(/Not played$/);
    expect(w.find('[data-date="2026-11-30"]').attributes('aria-current')).toBe('date');
  });

  it('names months and weekdays in Swahili and Swedish through Intl', () => {
    const sv = mountDialog(DailyCalendar, 'sv', { props });
    expect(sv.find('[data-test="month"]').text().toLowerCase()).toBe('november 2026');
    expect(sv.find('[data-test="streak"]').text()).toBe('Dagssvit: 0 dagar');
    const sw = mountDialog(DailyCalendar, 'sw', { props });
    expect(sw.find('[data-test="month"]').text()).toMatch(/Novemba/);
  });

  it('counts the streak and lets a past day mend it', async () => {
    const days = ['2026-11-27', '2026-11-29', '2026-11-30'].map((d) => won(d));
    const w = mountDialog(DailyCalendar, 'en', { props: { ...props, results: days } });
    expect(w.find('[data-test="streak"]').text()).toBe('Daily streak: 2 days');
    await w.setProps({ results: [...days, won('2026-11-28', '2026-11-30T20:00:00.000Z')] });
    expect(w.find('[data-test="streak"]').text()).toBe('Daily streak: 4 days');
  });

  it('steps back a month and not past today’s month', async () => {
    const w = mountDialog(DailyCalendar, 'en', { props: { ...props, today: '2026-01-15' } });
    expect(w.find('[data-test="next-month"]').attributes('disabled')).toBeDefined();
    await w.find('[data-test="previous-month"]').trigger('click');
    expect(w.find('[data-test="month"]').text()).toBe('December 2025');
    expect(w.findAll('[data-test="day"]')).toHaveLength(31);
    await w.find('[data-test="next-month"]').trigger('click');
    await w.find('[data-test="next-month"]').trigger('click');
    expect(w.find('[data-test="month"]').text()).toBe('January 2026');
  });

  it('emits play-daily for a past day, and cannot play a future one', async () => {
    const w = mountDialog(DailyCalendar, 'en', { props: { ...props, today: '2026-11-20' } });
    await w.find('[data-date="2026-11-03"]').trigger('click');
    expect(w.find('[data-date="2026-11-21"]').attributes('disabled')).toBeDefined();
    await w.find('[data-date="2026-11-21"]').trigger('click');
    expect(w.emitted('play-daily')).toEqual([['2026-11-03']]);
  });
});
