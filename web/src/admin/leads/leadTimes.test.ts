import { describe, expect, it } from 'vitest';
import { formatDuration, handoverText, leadAgeText, minutesBetween, responseTimeText } from './leadTimes';

const createdAt = '2026-11-27T12:00:00.000Z';
const at = (minutes: number) => Date.parse(createdAt) + minutes * 60_000;

describe('a duration in pt-BR', () => {
  it('says minutes, hours and minutes, or days', () => {
    expect(formatDuration(0)).toBe('menos de 1 min');
    expect(formatDuration(0.9)).toBe('menos de 1 min');
    expect(formatDuration(12)).toBe('12 min');
    expect(formatDuration(59)).toBe('59 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(125)).toBe('2 h 5 min');
    expect(formatDuration(23 * 60 + 59)).toBe('23 h 59 min');
    expect(formatDuration(24 * 60)).toBe('1 dia');
    expect(formatDuration(3 * 24 * 60 + 600)).toBe('3 dias');
    expect(formatDuration(-5)).toBe('menos de 1 min');
  });

  it('counts whole minutes between two instants, never fewer than none', () => {
    expect(minutesBetween(createdAt, '2026-11-27T12:12:59.000Z')).toBe(12);
    expect(minutesBetween(createdAt, at(-3))).toBe(0);
    expect(minutesBetween('ontem', at(1))).toBeNull();
  });
});

describe('the time to first response', () => {
  it('says how soon an answered lead was answered, whatever its status now', () => {
    expect(responseTimeText({ status: 'IN_PROGRESS', createdAt, firstResponseAt: '2026-11-27T12:12:30.000Z' }, at(500))).toBe(
      'Respondido em 12 min',
    );
    expect(responseTimeText({ status: 'CONVERTED', createdAt, firstResponseAt: '2026-11-27T14:05:00.000Z' }, at(500))).toBe(
      'Respondido em 2 h 5 min',
    );
  });

  it('says how long a new lead has waited, and nothing for one moved on without a recorded response', () => {
    expect(responseTimeText({ status: 'NEW', createdAt, firstResponseAt: null }, at(25))).toBe('Sem resposta há 25 min');
    expect(responseTimeText({ status: 'NEW', createdAt }, at(3 * 24 * 60))).toBe('Sem resposta há 3 dias');
    expect(responseTimeText({ status: 'DISCARDED', createdAt, firstResponseAt: null }, at(25))).toBeNull();
  });
});

describe('the automatic hand-over and the age of a lead', () => {
  it('says when an untaken new lead is passed on', () => {
    const waiting = { status: 'NEW' as const, createdAt, handoverAt: '2026-11-27T12:15:00.000Z' };
    expect(handoverText(waiting, at(7))).toBe('Repasse automático em 8 min');
    expect(handoverText(waiting, at(15))).toBe('Repasse automático em instantes');
    expect(handoverText({ ...waiting, status: 'IN_PROGRESS' }, at(7))).toBeNull();
    expect(handoverText({ ...waiting, handoverAt: null }, at(7))).toBeNull();
  });

  it('says how long ago a lead came in', () => {
    expect(leadAgeText(createdAt, at(90))).toBe('Recebido há 1 h 30 min');
    expect(leadAgeText('', at(90))).toBeNull();
  });
});
