export * from './content-ids';
export * from './declaration';
export * from './elements';
export * from './geometry';
export * from './resolved';
export * from './spec-constants';
export * from './theme';
