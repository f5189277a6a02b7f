/** Leaders [19.0–19.8]. */
export { allLeaders, isLeader, isCombatUnit, isHighLeader, isSubordinateTo, leaderIsDead, leaderOnMap, leadersInHex, sameChain, type LeaderUnit } from './leaders';
export { leaderMoraleBonus, LEADER_MORALE_BONUS, MAX_LEADER_MORALE_BONUS } from './moraleBonus';
export { checkLeaderCasualties, killLeader, LEADER_DEATH_ROLL } from './casualties';
export { leaderCancelsMixing, mixingLeader } from './mixing';
export { applyCommandPhaseLeaders } from './reincarnation';
export { modeChangeFrozen, mayDisperseAfterFire, leadersOver, standIns, DISPERSE_AFTER_FIRE_TURNS } from './lostLeader';
export { leaderStepProblem, stackProblem, destroyLoneEnemyLeaders, enemyLeaderGivesWay } from './leaderMovement';
export { leaderUnit, type LeaderSetup } from './leaderUnit';
