/** The engine's answer to a command it will not carry out: a code, the rule case and why. */

export type RefusalCode =
  | 'GAME_OVER'
  | 'WRONG_PHASE'
  | 'WRONG_SIDE'
  | 'PENDING_DECISION'
  | 'NO_PENDING_DECISION'
  | 'UNKNOWN_UNIT'
  | 'NOT_ON_MAP'
  | 'NO_EXIT_HERE'
  | 'BARRED_REGION'
  | 'MODE_NOT_AVAILABLE'
  | 'MODE_ALREADY_CHANGED'
  | 'MODE_CHANGE_NOT_ALLOWED'
  | 'DISRUPTED'
  | 'INVALID_COMMAND'
  | 'CANNOT_MOVE'
  | 'ENEMY_OCCUPIED'
  | 'NOT_ADJACENT'
  | 'FERRY_NOT_ALLOWED'
  | 'PROHIBITED_TERRAIN'
  | 'NOT_ENOUGH_MP'
  | 'NOT_YET_ARRIVED'
  | 'WRONG_ENTRY_HEX'
  | 'NOT_IN_STACK'
  | 'STACK_ORDER'
  | 'NOT_A_CHOICE'
  | 'NO_ENTRENCHMENT'
  | 'WRONG_UNIT_TYPE'
  | 'TOO_WEAK'
  | 'WRONG_MODE'
  | 'NO_SUCH_BRIDGE'
  | 'BRIDGE_NOT_ELIGIBLE'
  | 'BRIDGE_STATE'
  | 'OPTION_OFF'
  | 'WORK_UNDER_WAY'
  | 'NO_WORK'
  | 'ENEMY_NEAR'
  | 'OUT_OF_SUPPLY'
  | 'ALREADY_ENTRENCHED'
  // [19.31, 19.7] leaders' stacking and movement restrictions
  | 'LEADER_RESTRICTION'
  // fire [5.0–5.5, 8.4]
  | 'CANNOT_FIRE'
  | 'ALREADY_FIRED'
  | 'OUT_OF_RANGE'
  | 'NOT_OBSERVED'
  | 'NOT_A_TARGET'
  // airstrikes and CAP [15.0–15.34]
  | 'NO_AIRSTRIKES'
  | 'AIRSTRIKE_LIMIT'
  | 'UNDER_CAP'
  // subordination changes [11.4, 17.17, 17.19, 17.21c, 18.52]
  | 'SUBORDINATION'
  // scenario set-up and play area [24.1, 24.2, 25.1, 25.21]
  | 'DEPLOYMENT_UNDER_WAY'
  | 'NO_DEPLOYMENT'
  | 'NOT_DEPLOYABLE'
  | 'OUTSIDE_ZONE'
  | 'OUTSIDE_PLAY_AREA'
  | 'STACKING_LIMIT'
  | 'DEPLOYMENT_INCOMPLETE'
  // air landings [14.0–14.8]
  | 'OUTSIDE_DROP_ZONE'
  | 'NO_LIFT_POINTS'
  | 'NO_FLIGHT'
  | 'WRONG_ROUTE'
  | 'ALREADY_DROPPED'
  | 'SERIAL_TOO_BIG';

export interface Refusal {
  ok: false;
  code: RefusalCode;
  /** The case the refusal rests on, e.g. '13.0'. */
  rule: string;
  /** Plain words for the player. */
  message: string;
}

export type Validation = { ok: true } | Refusal;

export function refuse(code: RefusalCode, rule: string, message: string): Refusal {
  return { ok: false, code, rule, message };
}

export const OK: Validation = { ok: true };

/** How a refusal reads in the log and in tests: "[13.0] ...". */
export function describeRefusal(r: Refusal): string {
  return `[${r.rule}] ${r.message}`;
}
