/** Supply [11.0–11.4, 7.3, 7.5, 17.4, 17.17–17.19, 18.31, 19.2, 24.5]: see docs/supply.md. */
export * from './supplyState';
export * from './sources';
export * from './verdict';
export * from './options';
export * from './airborneLanding';
export * from './tracingGround';
export * from './roadTrace';
export * from './companyTrace';
export * from './unitRange';
export * from './hqRoles';
export * from './hqSupply';
export * from './unitSupply';
export * from './judgment';
export * from './commandPhase';
export * from './depletion';
export * from './stepMemos';
