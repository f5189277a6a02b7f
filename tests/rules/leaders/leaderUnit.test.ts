// Leader counters as units [19.0, 19.8] and their save-file form.
import { describe, expect, it } from 'vitest';
import { currentEffectiveness, leaderUnit, stackWeight } from '../../../src/rules';
import { unitSchema } from '../../../src/store/schemas';

const model = leaderUnit({ id: 'model', name: 'Model', side: 'german', nationality: 'DE', leads: 'obw', hqUnitId: 'hq-obw', hex: 'A2024' });

describe('leader units [19.0, 19.8]', () => {
  it('[19.0, 19.7] a leader has no strength and no effectiveness: he never fires', () => {
    expect(model).toMatchObject({ type: 'leader', strength: 0, leader: { leads: 'obw', hqUnitId: 'hq-obw' } });
    expect(currentEffectiveness(model)).toBeUndefined();
    expect(stackWeight(model)).toBe(0);
  });

  it('[19.4] a leader, alive or killed, fits the save-file schema', () => {
    expect(unitSchema.safeParse(model).success).toBe(true);
    const killed = { ...model, hex: null, eliminated: { turn: 4, rule: '19.32' }, leader: { ...model.leader!, killedTurn: 4, deadForGood: true } };
    expect(unitSchema.safeParse(killed).success).toBe(true);
  });

  it('[11.52] a unit marked to recover in another mode fits the save-file schema', () => {
    const hq = { ...model, type: 'hq' as const, leader: undefined, status: { ...model.status, disrupted: true, recoverAs: 'concentrated' as const } };
    delete (hq as { leader?: unknown }).leader;
    expect(unitSchema.safeParse(hq).success).toBe(true);
  });
});
